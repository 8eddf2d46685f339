import { VALIDATION_MESSAGES } from '@barterbits/contracts';
import { i18n } from './i18n.ts';

/** The key of each validation message, by its English text (the text a zod schema gives). */
const KEY_OF = new Map<string, string>(Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, key]));

/**
 * A validation message in the app's language: the contracts' schemas give the English text, which is
 * looked up in the loaded `forms.validation.*` messages; a text with no translation loaded stays as it is.
 */
export function translateValidation<M extends string | undefined>(message: M): M {
  if (message === undefined) return message;
  const key = KEY_OF.get(message);
  const id = key && `forms.validation.${key}`;
  return id && id in i18n.messages ? (i18n._(id) as M) : message;
}
