/** Data access for the wallet PIN, its single-use tokens and the general location. Returns null when nothing matches. */
import type { TBounds, TLocationSetupRequest } from '@barterbits/contracts';
import { and, count, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailTokens, userLocations, userSettings, users } from '../../db/schema.ts';

/** email_tokens purposes of this module: the e-mailed reset link and the proof of a checked PIN. */
export type PinTokenPurpose = 'PIN_RESET' | 'PIN_TOKEN';

export function createPinLocationRepository(db: DbOrTx) {
  return {
    async getPinState(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          stage: users.checkOutStatus,
          pinHash: users.pinHash,
          pinFailures: users.pinFailures,
          pinLockedUntil: users.pinLockedUntil,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Counts one wrong PIN in a single statement (concurrent failures all count). The `max`-th in a
     * row locks PIN use for `lockSeconds` and starts the count again. Returns the new lock end.
     */
    async recordPinFailure(userId: string, max: number, lockSeconds: number) {
      const [row] = await db
        .update(users)
        .set({
          pinFailures: sql`case when ${users.pinFailures} + 1 >= ${max} then 0 else ${users.pinFailures} + 1 end`,
          pinLockedUntil: sql`case when ${users.pinFailures} + 1 >= ${max}
            then now() + make_interval(secs => ${lockSeconds}) else ${users.pinLockedUntil} end`,
        })
        .where(eq(users.id, userId))
        .returning({ failures: users.pinFailures, lockedUntil: users.pinLockedUntil });
      return row ?? null;
    },

    /** Resets the failure count after a right PIN; false when PIN use got locked meanwhile. */
    async clearPinFailures(userId: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ pinFailures: 0, pinLockedUntil: null })
        .where(
          and(eq(users.id, userId), or(isNull(users.pinLockedUntil), lte(users.pinLockedUntil, sql`now()`))),
        )
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Stores a new PIN hash and clears failures and lock. `stages` limits the stages it may happen at. */
    async setPinHash(userId: string, pinHash: string, when?: { stages: string[]; orNoPinAt?: string }) {
      const cond = when
        ? or(
            ...when.stages.map((s) => eq(users.checkOutStatus, s)),
            when.orNoPinAt ? and(eq(users.checkOutStatus, when.orNoPinAt), isNull(users.pinHash)) : undefined,
          )
        : undefined;
      const rows = await db
        .update(users)
        .set({ pinHash, pinFailures: 0, pinLockedUntil: null, updatedAt: new Date() })
        .where(and(eq(users.id, userId), cond))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async insertToken(v: { userId: string; purpose: PinTokenPurpose; tokenHash: string; expiresAt: Date }) {
      await db.insert(emailTokens).values(v);
    },

    /** Ends every unused token of a purpose for the user (a newer one replaces them). */
    async invalidateTokens(userId: string, purpose: PinTokenPurpose) {
      await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
        );
    },

    /** How many tokens of a purpose the user was given since `since` (e-mail throttling). */
    async countTokensSince(userId: string, purpose: PinTokenPurpose, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            gte(emailTokens.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    async findToken(tokenHash: string) {
      const [row] = await db.select().from(emailTokens).where(eq(emailTokens.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },

    /**
     * Marks a token used if it is of `purpose`, unused and not expired (and the user's, when given).
     * Returns its user id, or null: a second use, or a race lost to another use, gets nothing.
     */
    async useToken(tokenHash: string, purpose: PinTokenPurpose, userId?: string): Promise<string | null> {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
            userId ? eq(emailTokens.userId, userId) : undefined,
          ),
        )
        .returning({ userId: emailTokens.userId });
      return row?.userId ?? null;
    },

    async upsertLocation(userId: string, v: TLocationSetupRequest) {
      const values = {
        latitude: v.latitude,
        longitude: v.longitude,
        formattedAddress: v.formatted_address.trim(),
        addressComponents: v.address_components ?? [],
        types: v.types ?? [],
        bounds: (v.bounds ?? null) as TBounds | null,
        updatedAt: new Date(),
      };
      await db
        .insert(userLocations)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userLocations.userId, set: values });
    },

    /** The settings row with the default radii (20), unless the member has one. */
    async ensureSettings(userId: string) {
      await db.insert(userSettings).values({ userId }).onConflictDoNothing();
    },
  };
}

export type PinLocationRepository = ReturnType<typeof createPinLocationRepository>;
