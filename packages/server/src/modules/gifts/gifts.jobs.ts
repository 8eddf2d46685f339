/** The periodic gift job (run by src/jobs.ts; tests call it directly with a `now`). */
import type { Mailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/client.ts';
import { createGiftsService } from './gifts.service.ts';

/** Returns unclaimed gifts whose claim period is over to their senders (RETURNED); answers how many. */
export function returnExpiredGifts(
  db: Db,
  mailer: Mailer,
  config: { productName: string; supportEmail: string; publicUrl: string },
  now: Date = new Date(),
): Promise<number> {
  return createGiftsService({ db, mailer, config }).returnExpired(now);
}
