/** Data access for social sign-in: the account of a provider identity, and new social accounts. */
import { type Locale, ROLE_IDS, type SocialProvider } from '@barterbits/contracts';
import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema.ts';

export function createSocialRepository(db: DbOrTx) {
  return {
    /** The account of the provider's user `socialId`, or else the one with `email`; null when neither. */
    async findAccount(socialId: string, email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(or(eq(users.socialId, socialId), eq(users.email, email)))
        .limit(1);
      return row ?? null;
    },

    /**
     * A new member account of `provider` at stage CHANGE_PASSWORD, with its empty profile; the e-mail
     * counts as verified when the provider says so. Returns its id. Run it in a transaction.
     */
    async createMember(v: {
      email: string;
      provider: SocialProvider;
      socialId: string;
      emailVerified: boolean;
      language: Locale;
    }): Promise<string> {
      const [created] = await db
        .insert(users)
        .values({
          email: v.email,
          language: v.language,
          authMethod: v.provider,
          socialId: v.socialId,
          roleId: ROLE_IDS.MEMBER,
          checkOutStatus: 'CHANGE_PASSWORD',
          emailVerifiedAt: v.emailVerified ? new Date() : null,
        })
        .returning({ id: users.id });
      await db.insert(userProfiles).values({ userId: created!.id });
      return created!.id;
    },

    /** Whether the account's e-mail address is verified. */
    async isEmailVerified(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ verified: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return !!row?.verified;
    },

    async setPasswordHash(userId: string, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
  };
}
