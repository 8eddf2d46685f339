/**
 * Test-only helpers for end-to-end tests against the production build, which cannot reach the
 * database directly: create an account at a given onboarding stage, and read the e-mail outbox.
 * Registered only when ENABLE_TEST_API=true (never by default).
 */
import { MEMBER_KINDS, ONBOARDING_STAGES, ROLE_IDS } from '@barterbits/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businesses, outboxEmails, userProfiles, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { hashPassword } from '../auth/passwords.ts';
import { STAGE_ORDER } from '../onboarding/stages.ts';

const ZCreateTestUser = z.object({
  email: z.string().email(),
  password: z.string().min(1),
  stage: z.enum(ONBOARDING_STAGES),
  accountType: z.enum(MEMBER_KINDS).optional(),
  firstName: z.string().default('Test'),
  lastName: z.string().default('Member'),
  businessName: z.string().optional(),
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
        })
        .returning({ id: users.id });
      const userId = user!.id;
      await tx.insert(userProfiles).values({
        userId,
        ...(reached('ACCOUNT_SETUP') ? { firstName: b.firstName, lastName: b.lastName } : {}),
      });
      if (accountType === 'BUSINESS' && reached('ACCOUNT_SETUP')) {
        await tx
          .insert(businesses)
          .values({ userId, businessName: b.businessName ?? `${b.firstName} Trading Co` });
      }
      return userId;
    });
    return { data: { id } };
  });

  r.get(
    '/testing/outbox',
    { schema: { hide: true, querystring: z.object({ to: z.string().optional() }) } },
    async (req) => {
      const rows = await db
        .select()
        .from(outboxEmails)
        .where(req.query.to ? eq(outboxEmails.to, req.query.to.toLowerCase()) : undefined)
        .orderBy(desc(outboxEmails.createdAt))
        .limit(50);
      return { data: rows };
    },
  );
}
