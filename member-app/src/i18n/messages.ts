/**
 * Every message id of the member app with its English text (the type `t` and `useT` check ids and values
 * against). A type only: each catalog is loaded by the pages that need it (lib/i18n.ts).
 */
import type accounts from '../features/accounts/i18n/en-CA.ts';
import type auth from '../features/auth/i18n/en-CA.ts';
import type forms from './forms/en-CA.ts';

export type Messages = typeof auth & typeof accounts & typeof forms;
