/** The bad-input suite (bad-input-suite.ts), part 2 of its operations. */
import { badInputSuite } from './bad-input-suite.ts';

await badInputSuite(2);
