/**
 * A group's events (created, members added, left, removed, frozen…) are SYSTEM messages written once, in
 * English, as the channel's record; each reader gets them in their own language, in the REST answers and
 * on the live socket. A SYSTEM text that is not one of these (an operator's default message) stays as it is.
 */
import { DEFAULT_LOCALE, type Locale } from '@barterbits/contracts';
import liveEn from '@barterbits/contracts/i18n/live/en-CA.ts';
import { say, type WritingId } from '../../lib/i18n.ts';

type SystemId = Extract<WritingId, `live.system.${string}`>;

const PLAIN_ARG = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each event's English as a pattern that reads its values (names, the group's name) back. */
const EVENTS = (Object.entries(liveEn) as [WritingId, string][])
  .filter((entry): entry is [SystemId, string] => entry[0].startsWith('live.system.'))
  .map(([id, english]) => {
    const names = [...english.matchAll(PLAIN_ARG)].map((m) => m[1] as string);
    const pattern = english
      .split(PLAIN_ARG)
      .map((part, i) => (i % 2 === 1 ? '(.+)' : escapeRegExp(part)))
      .join('');
    return { id, names, pattern: new RegExp(`^${pattern}$`, 's') };
  });

/** A SYSTEM message's text in `locale`. */
export function systemTextIn(locale: Locale, text: string): string {
  if (locale === DEFAULT_LOCALE) return text;
  for (const { id, names, pattern } of EVENTS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((n, i) => [n, match[i + 1] ?? '']));
    return (say as (l: Locale, id: SystemId, v: Record<string, string>) => string)(locale, id, values);
  }
  return text;
}

type Message = { kind: string; text: string | null };
const isSystem = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  (value as Message).kind === 'SYSTEM' &&
  typeof (value as Message).text === 'string';

/**
 * `value` (a message, a channel with its last message, a page of either) with every SYSTEM message's text
 * in `locale`; the value itself is left untouched (it may be shared with other readers).
 */
export function withSystemTextsIn<T>(locale: Locale, value: T): T {
  if (locale === DEFAULT_LOCALE) return value;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (isSystem(v)) return { ...v, text: systemTextIn(locale, v.text as string) };
    if (typeof v === 'object' && v !== null && 'lastMessage' in v)
      return { ...v, lastMessage: walk((v as { lastMessage: unknown }).lastMessage) };
    if (typeof v === 'object' && v !== null && 'data' in v)
      return { ...v, data: walk((v as { data: unknown }).data) };
    return v;
  };
  return walk(value) as T;
}
