/**
 * The contracts' own messages a console form shows before anything is sent (a field left empty, an address
 * that is not one, "Some error occurred."), in the console's language. The English comes from the contracts'
 * schemas and constants; its French is the one the server answers with (the contracts' validation and error
 * catalogs), registered by the French chunk when it loads (i18n/french.ts), so English readers never fetch it.
 */
import { consoleLocale } from '../language.ts';

let french: ReadonlyMap<string, string> = new Map();

/** Registers the French of the contracts' messages, by their English (from the French chunk). */
export function registerContractsFrench(words: ReadonlyMap<string, string>): void {
  french = words;
}

/** `english` in the console's language: its French when the console reads French and one is known. */
export function inConsoleLanguage<T extends string | undefined>(english: T): T {
  if (english === undefined || consoleLocale() !== 'fr-CA') return english;
  return (french.get(english) ?? english) as T;
}
