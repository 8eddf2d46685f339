/** Admin wallet: transactions list and details, a member's wallet summary, adjustments and rewards. */
import { ADMIN_WALLET_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { createWalletAdminService } from './wallet-admin.service.ts';

const POSTED_MESSAGES = {
  REWARD: ADMIN_WALLET_MESSAGES.rewarded,
  CREDIT: ADMIN_WALLET_MESSAGES.credited,
  DEBIT: ADMIN_WALLET_MESSAGES.debited,
} as const;

export function walletAdminRoutes(app: FastifyInstance, deps: Deps) {
  const wallet = createWalletAdminService({ db: deps.db });

  route(app, 'adminWalletTransactions', async (req) =>
    paged(await wallet.list(req.auth, req.query), req.query),
  );

  route(app, 'adminWalletTransaction', async (req) => ({ data: await wallet.get(req.auth, req.params.id) }));

  route(app, 'adminWalletSummary', async (req) => ({
    data: await wallet.summary(req.auth, req.params.id),
  }));

  route(app, 'adminWalletPost', async (req) => {
    // Idempotent on the movement itself ('movement' in the registry): see wallet.post.
    const data = await wallet.post(req.auth, req.body, req.idempotencyKey);
    return { data, message: POSTED_MESSAGES[req.body.kind] };
  });
}
