/** The reviews feature's pages in Canadian French (docs/i18n-glossary.md). */
import type { Translation } from '@barterbits/contracts';
import type en from './en-CA.ts';

export default {} satisfies Translation<typeof en>;
