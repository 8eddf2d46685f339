/**
 * The language an account reads BarterBits in (`users.language`), for what is written to the account
 * outside an answer to its own request: e-mails, push and in-app notices go out in the RECIPIENT's
 * language, whoever caused them.
 */
import { DEFAULT_LOCALE, type Locale } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The account's language; English when there is no such account. */
export async function languageOf(db: DbOrTx, userId: string): Promise<Locale> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? DEFAULT_LOCALE;
}
