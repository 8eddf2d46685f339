/** Admin wallet: transactions list and details, a member's wallet summary, adjustments and rewards (issue 5). */
import { ADMIN_WALLET_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { idempotencyKeyOf, withIdempotency } from '../../lib/idempotency.ts';
import { route } from '../../lib/route.ts';
import { createWalletAdminService } from './wallet-admin.service.ts';

const POSTED_MESSAGES = {
  REWARD: ADMIN_WALLET_MESSAGES.rewarded,
  CREDIT: ADMIN_WALLET_MESSAGES.credited,
  DEBIT: ADMIN_WALLET_MESSAGES.debited,
} as const;

export function walletAdminRoutes(app: FastifyInstance, deps: Deps) {
  const wallet = createWalletAdminService({ db: deps.db });

  route(app, 'adminWalletTransactions', async (req) => wallet.list(req.query));

  route(app, 'adminWalletTransaction', async (req) => ({ data: await wallet.get(req.params.id) }));

  route(app, 'adminWalletSummary', async (req) => ({ data: await wallet.summary(req.params.id) }));

  route(app, 'adminWalletPost', async (req) => {
    const adminId = req.auth!.userId;
    const key = idempotencyKeyOf(req);
    const message = POSTED_MESSAGES[req.body.kind];
    return withIdempotency(
      deps.db,
      { userId: adminId, key, route: 'POST /wallet/transaction', requestBody: req.body },
      async (run) => ({
        // The answer is stored with the movement, in its DB transaction.
        data: await wallet.post(adminId, req.body, key, (tx, data, audit) =>
          run.complete(tx, { data, message }, audit),
        ),
        message,
      }),
    );
  });
}
