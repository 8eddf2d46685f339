import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import english from './en-CA.ts';
import type { ConsoleKey } from './messages.ts';

/** Values of a message: `%{name}`s, and `smart_count` for a `singular |||| plural` one. */
export type MessageValues = Record<string, string | number>;

/** A message in the console's language (`useT()`), or in English ({@link englishText}). */
export type Translate = (key: ConsoleKey, values?: MessageValues) => string;

/** The English of `key`, with its values (polyglot's form), for a screen drawn outside the console's provider. */
export function englishText(key: ConsoleKey, values: MessageValues = {}): string {
  let text: unknown = english;
  for (const part of key.split('.')) text = (text as Record<string, unknown>)?.[part];
  if (typeof text !== 'string') return key;
  const forms = text.split(' |||| ');
  const count = values.smart_count;
  const form = (forms.length > 1 && count !== 1 ? forms[1] : forms[0]) ?? text;
  return form.replace(/%\{(\w+)\}/g, (all, name: string) =>
    values[name] === undefined ? all : String(values[name]),
  );
}

/**
 * The console's own words in its language: `t('console.dashboard.heading')`. Re-renders on a switch
 * (react-admin redraws the console). Outside the console's provider (a unit test rendering a screen
 * alone), the English.
 */
export function useT(): (key: ConsoleKey, values?: MessageValues) => string {
  const translate = useTranslate();
  return useCallback(
    (key: ConsoleKey, values?: MessageValues) => {
      const text = translate(key, values);
      return text === key ? englishText(key, values) : text;
    },
    [translate],
  );
}
