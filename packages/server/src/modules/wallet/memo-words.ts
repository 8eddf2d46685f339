/**
 * The memos the server writes itself on a movement ("Gift GF-… claimed", "Invite a friend reward", the
 * donation's) are stored in English, as the ledger's record; they are read back in the reader's language
 * when a movement is shown. Memos people write (an offer's title on a sale, a refund's or an adjustment's
 * reason) stay as written: only the movements whose memo the server writes (gifts, rewards, donations) are
 * looked at, so a member's text that happens to read like one is never reworded.
 */
import { DEFAULT_LOCALE, type Locale, type TWalletTransaction } from '@barterbits/contracts';
import statementsEn from '@barterbits/contracts/i18n/statements/en-CA.ts';
import { say, type WritingId } from '../../lib/i18n.ts';

type MemoId = Extract<WritingId, `statements.memo.${string}`>;

const PLAIN_ARG = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each server-written memo as a pattern that reads its values back from the English. */
const MEMOS = (Object.entries(statementsEn) as [WritingId, string][])
  .filter((entry): entry is [MemoId, string] => entry[0].startsWith('statements.memo.'))
  .map(([id, english]) => {
    const names = [...english.matchAll(PLAIN_ARG)].map((m) => m[1] as string);
    const pattern = english
      .split(PLAIN_ARG)
      .map((part, i) => (i % 2 === 1 ? '(.+)' : escapeRegExp(part)))
      .join('');
    return { id, names, pattern: new RegExp(`^${pattern}$`, 's') };
  });

/** Whether the server wrote this movement's memo (a gift's, a reward's, a donation's). */
const serverWritten = (t: Pick<TWalletTransaction, 'type' | 'relatedType'>) =>
  t.type === 'GIFT' || t.type === 'REWARDS' || t.relatedType === 'GIFT' || t.relatedType === 'DONATION';

/** A movement's memo in `locale`: a server-written one worded there, any other as it is. */
export function memoIn(
  locale: Locale,
  t: Pick<TWalletTransaction, 'type' | 'relatedType' | 'memo'>,
): string | null {
  if (locale === DEFAULT_LOCALE || !t.memo || !serverWritten(t)) return t.memo;
  for (const { id, names, pattern } of MEMOS) {
    const match = pattern.exec(t.memo);
    if (!match) continue;
    const values = Object.fromEntries(names.map((n, i) => [n, match[i + 1] ?? '']));
    return (say as (l: Locale, id: MemoId, v: Record<string, string>) => string)(locale, id, values);
  }
  return t.memo;
}

/** Movements with their memos in `locale` (see {@link memoIn}). */
export const withMemosIn = <T extends Pick<TWalletTransaction, 'type' | 'relatedType' | 'memo'>>(
  locale: Locale,
  movements: readonly T[],
): T[] => movements.map((t) => ({ ...t, memo: memoIn(locale, t) }));
