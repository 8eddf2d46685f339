/** Invite a friend: invite codes and links, e-mail invites, referral states and BITS rewards; admin GET /referral. */
import { type Locale, REFERRAL_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { translate } from '../../lib/i18n.ts';
import { route } from '../../lib/route.ts';
import { configureReferralRewards } from './hooks.ts';
import { inviteOptOutRoute } from './opt-out.ts';
import { createReferralsService } from './referrals.service.ts';

export function referralsRoutes(app: FastifyInstance, deps: Deps) {
  // The hooks (sign-up, onboarding, membership, barter) read the reward rules from here.
  configureReferralRewards(
    { rewardCents: deps.config.referralRewardCents, monthlyCap: deps.config.referralMonthlyCap },
    (err, where) => app.log.error({ err }, `${where} failed`),
  );
  const referrals = createReferralsService({
    db: deps.db,
    mailer: deps.mailer,
    optOutTokens: deps.inviteOptOutTokens,
    config: deps.config,
    onMailError: (err) => app.log.error({ err }, 'referral invite e-mail failed'),
  });

  inviteOptOutRoute(app, deps);

  route(app, 'getMyReferralSummary', async (req) => ({ data: await referrals.summary(req.auth) }));

  // Each invitation's note (what happens next, or why it is void) in the reader's language.
  const worded = <R extends { note: string | null }>(locale: Locale, r: R): R => ({
    ...r,
    note: r.note === null ? null : translate(locale, r.note),
  });

  route(app, 'listMyReferrals', async (req) => {
    const { items, ...page } = await referrals.list(req.auth, req.query);
    return paged({ ...page, items: items.map((r) => worded(req.locale, r)) }, req.query);
  });

  route(app, 'inviteFriend', async (req) => {
    const data = await referrals.invite(req.auth, req.body);
    return {
      data: { ...data, referral: worded(req.locale, data.referral) },
      message: data.resent ? REFERRAL_MESSAGES.inviteResent : REFERRAL_MESSAGES.inviteSent,
    };
  });

  route(app, 'checkReferralCode', async (req) => ({ data: await referrals.checkCode(req.params.code) }));

  route(app, 'applyReferralCode', async (req) => ({
    data: await referrals.applyCode(req.auth, req.body.code),
    message: REFERRAL_MESSAGES.codeApplied,
  }));

  route(app, 'listReferrals', async (req) =>
    paged(await referrals.adminList(req.auth, req.query), req.query),
  );

  route(app, 'getReferral', async (req) => ({ data: await referrals.adminGet(req.auth, req.params.id) }));

  route(app, 'voidReferral', async (req) => ({
    data: await referrals.adminVoid(req.auth, req.body),
    message: REFERRAL_MESSAGES.voided,
  }));
}
