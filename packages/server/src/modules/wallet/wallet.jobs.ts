/**
 * Reconciliation of card loads left PROCESSING (crash, processor unreachable, or a ledger write that
 * failed after a successful charge): each is completed (BITS credited) or, when it still cannot be
 * completed a day later, refunded — see loads.service.ts. Runs from the server's scheduler (jobs.ts).
 */
import type { PaymentProcessor } from '../../adapters/payments.ts';
import type { Db } from '../../db/client.ts';
import { createLoadsService, RECONCILE_AFTER_MS } from './loads.service.ts';
import { createWalletRepository } from './wallet.repository.ts';

/** The processor each app's wallet routes use (the job must ask the same one). */
const processors = new WeakMap<object, PaymentProcessor>();
export const registerWalletProcessor = (db: Db, payments: PaymentProcessor) => processors.set(db, payments);
export const walletProcessorOf = (db: Db): PaymentProcessor | undefined => processors.get(db);

export interface ReconcileResult {
  examined: number;
  completed: number;
  failed: number;
  refunded: number;
  stillProcessing: number;
}

export async function reconcileLoads(
  db: Db,
  opts: { payments?: PaymentProcessor; now?: Date; staleAfterMs?: number } = {},
): Promise<ReconcileResult> {
  const payments = opts.payments ?? walletProcessorOf(db);
  const result: ReconcileResult = { examined: 0, completed: 0, failed: 0, refunded: 0, stillProcessing: 0 };
  if (!payments) return result;
  const at = opts.now ?? new Date();
  const loads = createLoadsService({ db, payments, now: () => at });
  const stale = await createWalletRepository().staleLoads(
    db,
    new Date(at.getTime() - (opts.staleAfterMs ?? RECONCILE_AFTER_MS)),
  );
  for (const load of stale) {
    result.examined++;
    try {
      const after = await loads.settle(load, true);
      if (after.status === 'SUCCESSFUL') result.completed++;
      else if (after.status === 'FAILED') result.failed++;
      else if (after.status === 'REFUND') result.refunded++;
      else result.stillProcessing++;
    } catch {
      result.stillProcessing++;
    }
  }
  return result;
}
