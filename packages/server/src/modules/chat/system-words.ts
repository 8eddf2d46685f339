/**
 * A group's events (created, members added, left, removed, frozen…) are SYSTEM messages written once, in
 * English, as the channel's record; each reader gets them in their own language, in the REST answers and
 * on the live socket. A SYSTEM text that is not one of these (an operator's default message) stays as it is.
 */
import { DEFAULT_LOCALE, type Locale } from '@barterbits/contracts';
import { storedWording } from '../../lib/i18n.ts';

/** A SYSTEM message's text in `locale` (the live catalog's `live.system.*`). */
export const systemTextIn = storedWording('live.system.');

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
