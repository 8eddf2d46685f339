/** Card payments in the console: card loads, refunds to the card (loads, membership charges), disputes and their debt. */
import { PAYMENTS_ADMIN_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { createMembershipService } from '../membership/membership.service.ts';
import { createPaymentsAdminService } from './payments-admin.service.ts';

export function paymentsAdminRoutes(app: FastifyInstance, deps: Deps) {
  const payments = createPaymentsAdminService({ db: deps.db, payments: deps.payments });
  const membership = createMembershipService({ db: deps.db, payments: deps.payments, config: deps.config });

  route(app, 'adminCardLoads', async (req) =>
    paged(await payments.cardLoads(req.auth, req.query), req.query),
  );

  route(app, 'adminRefundCardLoad', async (req) => {
    const { load, message } = await payments.refundCardLoad(req.auth, req.params.id, req.body.reason);
    return { data: load, message };
  });

  route(app, 'adminRefundMembershipCharge', async (req) => ({
    data: await membership.refundPaid(req.auth.userId, req.params.id, req.body.reason),
    message: PAYMENTS_ADMIN_MESSAGES.chargeRefunded,
  }));

  route(app, 'adminDisputes', async (req) => paged(await payments.disputes(req.auth, req.query), req.query));

  route(app, 'adminSettleDisputeDebt', async (req) => {
    const { dispute, message } = await payments.settleDebt(req.auth, req.params.id, req.body);
    return { data: dispute, message };
  });
}
