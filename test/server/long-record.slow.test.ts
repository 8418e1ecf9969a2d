// The long-record suite (long-record.ts) at the size of the longest legal record seen: 19 MB, 1.2 million actions.
import { longRecordSuite } from './long-record';

longRecordSuite(1_200_345);
