/**
 * The rules of "Find member by username" (GET /user/user-name): the text sent, how the matches are
 * named and summed up, and the arrow keys between the field and the results.
 */
import type { TUserNameMatch } from '@barterbits/contracts';
import { englishText, type Translate } from '../i18n/useT.ts';
import { displayName, USER_STATUS_KEYS } from './userLabels.ts';

/** The server's limit on the looked-up text. */
export const LOOKUP_MAX = 30;

/** The field's message when Enter is pressed with nothing typed. */
export const ENTER_USERNAME = 'Enter part of a username.';

/** What the lookup shows when nothing matches. */
export const NO_MATCH = 'No member with that username';

/** The text to look up (trimmed, as the server trims it), or the field's message. */
export function lookupTextOf(
  raw: string,
  t: Translate = englishText,
): { ok: true; q: string } | { ok: false; message: string } {
  const q = raw.trim();
  if (!q) return { ok: false, message: t('console.users.lookup.enterUsername') };
  if (q.length > LOOKUP_MAX)
    return { ok: false, message: t('console.users.lookup.tooLong', { max: LOOKUP_MAX }) };
  return { ok: true, q };
}

/** A match's name: its business name, else "First Last", else the username, else the e-mail. */
export const matchName = (match: TUserNameMatch): string => match.businessName || displayName(match);

/** The accessible name of a result link: "Maple Leaf Bakery (@maple), Active". */
export const matchLabel = (match: TUserNameMatch, t: Translate = englishText): string =>
  t('console.users.lookup.matchLabel', {
    name: matchName(match),
    username: match.userName,
    status: t(USER_STATUS_KEYS[match.status]),
  });

/** The line above the results: how many match, and a hint when the page holds only the first ones. */
export function matchesSummary(shown: number, total: number): string {
  const members = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`;
  if (total > shown) return `Showing the first ${shown} of ${members(total)}: type more of the username.`;
  return `${members(total)} found.`;
}

/**
 * Where focus goes on an arrow key: `index` is the focused result, -1 for the search field. Down
 * from the field enters the list, Up from the first result returns to the field, Home and End jump
 * within the list. null: the key is not one of these, or there is nowhere to go.
 */
export function nextFocus(index: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + 1, count - 1);
    case 'ArrowUp':
      return index <= -1 ? null : index - 1;
    case 'Home':
      return index === -1 ? null : 0;
    case 'End':
      return index === -1 ? null : count - 1;
    default:
      return null;
  }
}
