/**
 * The contracts' messages English → French, for the console's French chunk: the validation messages and the
 * error catalogue (VALIDATION_MESSAGES, ERROR_MESSAGES), as the server words them in French. The French
 * catalogs import nothing at run time, so this chunk shares no module with the console's first load.
 */
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import errorsFr from '@barterbits/contracts/i18n/errors/fr-CA.ts';
import validationFr from '@barterbits/contracts/i18n/validation/fr-CA.ts';

/** An ICU message without values, as text (`'{'` quoted braces read back). */
const plain = (message: string): string | null =>
  /[{}]/.test(message.replace(/'[{}]'/g, '')) ? null : message.replace(/'([{}])'/g, '$1').replace(/''/g, "'");

export function contractsFrench(): Map<string, string> {
  const words = new Map<string, string>();
  const add = (messages: Record<string, unknown>, prefix: string, french: Record<string, string>) => {
    for (const [key, english] of Object.entries(messages)) {
      const translated = french[`${prefix}.${key}`];
      const text = translated === undefined ? null : plain(translated);
      if (typeof english === 'string' && text !== null && !words.has(english)) words.set(english, text);
    }
  };
  add(VALIDATION_MESSAGES, 'validation', validationFr);
  add(ERROR_MESSAGES, 'errors', errorsFr);
  return words;
}
