// The long-record suite (long-record.ts) at 3 MB, for the fast suite; the 19 MB run is long-record.slow.test.ts.
import { longRecordSuite } from './long-record';

longRecordSuite(200_345);
