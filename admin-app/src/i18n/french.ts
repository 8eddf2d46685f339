import frenchMessages from 'ra-language-french';
import { contractsFrench } from './contractsFrench.ts';
import { registerContractsFrench } from './contractsWords.ts';
import french from './fr-CA.ts';
import { merged } from './provider.ts';

// The contracts' messages a form shows before sending, in French (i18n/contractsWords.ts).
registerContractsFrench(contractsFrench());

/** react-admin's French messages with the console's over them: the chunk a reader of French fetches. */
export default merged(frenchMessages, french);
