/**
 * How members are named to others, and the one query that loads the parts of a name (profile and
 * business joined to the user) for a set of user ids.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { anyOf, preparedOnce } from '../../db/rows.ts';
import { businesses, userProfiles, users } from '../../db/schema.ts';

export interface NameParts {
  firstName: string | null;
  lastName: string | null;
  userName: string | null;
}

/** Everything a display name can be made of. */
export interface MemberNameParts extends NameParts {
  id: string;
  email: string;
  accountType: string | null;
  businessName: string | null;
}

/** The columns of MemberNameParts, for selects that join user_profiles and businesses to users. */
export const memberNameColumns = {
  id: users.id,
  email: users.email,
  accountType: users.accountType,
  firstName: userProfiles.firstName,
  lastName: userProfiles.lastName,
  userName: userProfiles.userName,
  businessName: businesses.businessName,
};

/** The name parts of the given users (ids not found are absent). */
export async function memberNameParts(db: DbOrTx, ids: string[]): Promise<MemberNameParts[]> {
  if (ids.length === 0) return [];
  return nameParts(db, { ids: [...new Set(ids)] });
}

const nameParts = preparedOnce('member_name_parts', (db) =>
  db
    .select(memberNameColumns)
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(businesses, eq(businesses.userId, users.id))
    .where(anyOf(users.id, 'ids')),
);

/** Display names by user id, each made by `format` (e.g. shortName or formalName). */
export async function displayNames(
  db: DbOrTx,
  ids: string[],
  format: (n: MemberNameParts) => string,
): Promise<Map<string, string>> {
  const rows = await memberNameParts(db, ids);
  return new Map(rows.map((r) => [r.id, format(r)]));
}

/**
 * What other members see (as the search cards): a business's name, else "Alex M.", else the
 * username, else "Member".
 */
export function shortName(
  n: (Partial<NameParts> & { accountType?: string | null; businessName?: string | null }) | null | undefined,
): string {
  if (n?.accountType === 'BUSINESS' && n.businessName) return n.businessName;
  const first = n?.firstName?.trim();
  const last = n?.lastName?.trim();
  return (
    [first, last ? `${last[0]?.toUpperCase()}.` : null].filter(Boolean).join(' ') || n?.userName || 'Member'
  );
}

/** What admins see: "Alex Martin" (or the username, or the e-mail). */
export function fullName(n: Partial<NameParts> | null | undefined, email: string): string {
  return [n?.firstName?.trim(), n?.lastName?.trim()].filter(Boolean).join(' ') || n?.userName || email;
}

/**
 * A member's own statements and history: a business's name, else "Alex Martin", else the username,
 * else the e-mail's local part.
 */
export const formalName = (n: MemberNameParts): string =>
  (n.accountType === 'BUSINESS' && n.businessName) || fullName(n, n.email.split('@')[0]!);
