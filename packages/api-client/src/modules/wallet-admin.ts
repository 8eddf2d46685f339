import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Admin wallet: transactions list and details, adjustments and rewards: one typed function per endpoint. */
export const walletAdminApi = (invoke: Invoke) => ({
  /** GET /wallet/transactions (admin): every movement, filtered, sorted and paged. */
  adminWalletTransactions: (query?: QueryOf<'adminWalletTransactions'>) =>
    invoke('adminWalletTransactions', { query }),
  /** GET /wallet/transactions/{id} (admin): one movement with its entries. */
  adminWalletTransaction: (id: string) => invoke('adminWalletTransaction', { params: { id } }),
  /** POST /wallet/transaction (admin): reward or correction with a reason; Idempotency-Key per attempt. */
  adminWalletPost: (body: BodyOf<'adminWalletPost'>, idempotencyKey: string) =>
    invoke('adminWalletPost', { body, idempotencyKey }),
  /** GET /wallet/users/{id} (admin): a member's wallet summary. */
  adminWalletSummary: (userId: string) => invoke('adminWalletSummary', { params: { id: userId } }),
});
