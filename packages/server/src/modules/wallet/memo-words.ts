/**
 * The memos the server writes itself on a movement ("Gift GF-… claimed", "Invite a friend reward", the
 * donation's) are stored in English, as the ledger's record; they are read back in the reader's language
 * when a movement is shown. Memos people write (an offer's title on a sale, a refund's or an adjustment's
 * reason) stay as written: only the movements whose memo the server writes (gifts, rewards, donations) are
 * looked at, so a member's text that happens to read like one is never reworded.
 */
import { DEFAULT_LOCALE, type Locale, type TWalletTransaction } from '@barterbits/contracts';
import { storedWording } from '../../lib/i18n.ts';

/** The server-written memos: the statements catalog's `statements.memo.*`. */
const memoWords = storedWording('statements.memo.');

/** Whether the server wrote this movement's memo (a gift's, a reward's, a donation's). */
const serverWritten = (t: Pick<TWalletTransaction, 'type' | 'relatedType'>) =>
  t.type === 'GIFT' || t.type === 'REWARDS' || t.relatedType === 'GIFT' || t.relatedType === 'DONATION';

/** A movement's memo in `locale`: a server-written one worded there, any other as it is. */
export function memoIn(
  locale: Locale,
  t: Pick<TWalletTransaction, 'type' | 'relatedType' | 'memo'>,
): string | null {
  if (locale === DEFAULT_LOCALE || !t.memo || !serverWritten(t)) return t.memo;
  return memoWords(locale, t.memo);
}

/** Movements with their memos in `locale` (see {@link memoIn}). */
export const withMemosIn = <T extends Pick<TWalletTransaction, 'type' | 'relatedType' | 'memo'>>(
  locale: Locale,
  movements: readonly T[],
): T[] => movements.map((t) => ({ ...t, memo: memoIn(locale, t) }));
