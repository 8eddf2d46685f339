/** The periodic buyer-protection job (run by src/jobs.ts; tests call it directly with a `now`). */
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createBarterService } from './barter.service.ts';

/**
 * Releases to their sellers the held barter payments whose hold has run out, and reminds the buyers whose
 * hold ends within a day; answers how many payments were released.
 */
export function releaseHeldBarterPayments(
  db: Db,
  config: AppConfig,
  now: Date = new Date(),
): Promise<number> {
  return createBarterService({ db, config }).releaseDue(now);
}
