/**
 * Test-only helpers for end-to-end tests against the production build, which cannot reach the
 * database directly: create an account at a given onboarding stage, read the e-mail outbox, and have
 * the member's bank dispute a card load (as the processor's dispute events do).
 * Registered only when ENABLE_TEST_API=true (never by default).
 */

import { MEMBER_KINDS, ONBOARDING_STAGES, ROLE_IDS, ZLocale } from '@barterbits/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bitsLoads,
  businesses,
  outboxEmails,
  subscriptions,
  userLocations,
  userProfiles,
  userSettings,
  users,
} from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { backgroundSettled } from '../../lib/background.ts';
import { hashPassword } from '../auth/passwords.ts';
import { addPeriod, MEMBERSHIP_PLAN_ID } from '../membership/plan.ts';
import { STAGE_ORDER } from '../onboarding/stages.ts';
import { createDisputes } from '../payments/disputes.service.ts';

const ZCreateTestUser = z.object({
  email: z.string().email(),
  password: z.string().min(1),
  stage: z.enum(ONBOARDING_STAGES),
  accountType: z.enum(MEMBER_KINDS).optional(),
  firstName: z.string().default('Test'),
  lastName: z.string().default('Member'),
  /** A username (unique), as chosen at /profile-setup. */
  userName: z.string().optional(),
  businessName: z.string().optional(),
  /** A general location (as if picked at /general-location), for members at COMPLETED. */
  location: z
    .object({ city: z.string(), province: z.string(), latitude: z.number(), longitude: z.number() })
    .optional(),
  /** An ACTIVE membership, as paid at /subscription (members who sell need one). */
  membership: z.boolean().default(false),
  /** The language the account reads BarterBits in (users.language): its e-mails and notices use it. */
  language: ZLocale.default('en-CA'),
});

const ZTestDispute = z.object({
  loadId: z.string().uuid(),
  /** Closes the dispute at once, as the bank decided it. */
  close: z.enum(['WON', 'LOST']).optional(),
  reason: z.string().default('fraudulent'),
});

export function testingRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post('/testing/users', { schema: { hide: true, body: ZCreateTestUser } }, async (req) => {
    const b = req.body;
    const reached = (s: (typeof ONBOARDING_STAGES)[number]) =>
      STAGE_ORDER.indexOf(b.stage) > STAGE_ORDER.indexOf(s);
    const accountType = b.accountType ?? (reached('ACCOUNT_SETUP') ? 'PERSONAL' : null);
    const passwordHash = await hashPassword(b.password);
    const id = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: b.email.toLowerCase(),
          passwordHash,
          roleId: ROLE_IDS.MEMBER,
          checkOutStatus: b.stage,
          accountType,
          emailVerifiedAt: reached('EMAIL_VERIFICATION') ? new Date() : null,
          language: b.language,
        })
        .returning({ id: users.id });
      const userId = user!.id;
      await tx.insert(userProfiles).values({
        userId,
        ...(reached('ACCOUNT_SETUP') ? { firstName: b.firstName, lastName: b.lastName } : {}),
        ...(b.userName ? { userName: b.userName } : {}),
      });
      if (accountType === 'BUSINESS' && reached('ACCOUNT_SETUP')) {
        await tx
          .insert(businesses)
          .values({ userId, businessName: b.businessName ?? `${b.firstName} Trading Co` });
      }
      if (b.location) {
        const { city, province, latitude, longitude } = b.location;
        await tx.insert(userLocations).values({
          userId,
          latitude,
          longitude,
          formattedAddress: `${city}, ${province}, Canada`,
          addressComponents: [
            { long_name: city, short_name: city, types: ['locality', 'political'] },
            {
              long_name: province,
              short_name: province,
              types: ['administrative_area_level_1', 'political'],
            },
            { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
          ],
          types: ['locality', 'political'],
        });
        await tx.insert(userSettings).values({ userId }).onConflictDoNothing();
      }
      if (b.membership) {
        await tx.insert(subscriptions).values({
          userId,
          plan: MEMBERSHIP_PLAN_ID,
          status: 'ACTIVE',
          priceCents: 999n,
          currentPeriodEnd: addPeriod(new Date()),
        });
      }
      return userId;
    });
    return { data: { id } };
  });

  r.get(
    '/testing/outbox',
    { schema: { hide: true, querystring: z.object({ to: z.string().optional() }) } },
    async (req) => {
      // E-mails sent after the answer (forgot-password, sign-in notices) are written before reading.
      await backgroundSettled();
      const rows = await db
        .select()
        .from(outboxEmails)
        .where(req.query.to ? eq(outboxEmails.to, req.query.to.toLowerCase()) : undefined)
        .orderBy(desc(outboxEmails.createdAt))
        .limit(50);
      return { data: rows };
    },
  );

  // A dispute of a member's card load, opened (and closed when asked) through the disputes service, as the
  // processor's events do: its BITS still in the wallet are held, what was spent becomes debt.
  r.post('/testing/disputes', { schema: { hide: true, body: ZTestDispute } }, async (req) => {
    const [load] = await db.select().from(bitsLoads).where(eq(bitsLoads.id, req.body.loadId));
    // No charged load with that id.
    if (!load?.chargeId) throw new AppError('NOT_FOUND');
    const facts = {
      // As long as a processor's own (dp_ and 24 characters).
      disputeRef: `dp_test_${load.id.replaceAll('-', '').slice(0, 16)}`,
      paymentRef: load.paymentRef,
      chargeRef: load.chargeId,
      amountCents: Number(load.amountCents),
      reason: req.body.reason,
    };
    const disputes = createDisputes({ db });
    await disputes.opened(deps.payments.name, facts);
    if (req.body.close) await disputes.closed(deps.payments.name, facts, req.body.close === 'WON');
    return { data: { disputeRef: facts.disputeRef } };
  });
}
