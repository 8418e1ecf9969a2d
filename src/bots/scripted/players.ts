// Every ruleset's scripted player registers here.
import { registerEvaluator } from '../evaluate';
import { gridironScripted } from './gridiron';
import { gridironEvaluate } from './gridiron-eval';
import { registerScripted } from './index';

registerScripted('gridiron', gridironScripted);
registerEvaluator('gridiron', gridironEvaluate);
