import frenchMessages from 'ra-language-french';
import french from './fr-CA.ts';
import { merged } from './provider.ts';

/** react-admin's French messages with the console's over them: the chunk a reader of French fetches. */
export default merged(frenchMessages, french);
