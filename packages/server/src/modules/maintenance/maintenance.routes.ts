/**
 * Maintenance routes: the admin's modules, lock, release and unlock passes; the member app's
 * restriction check and unlock. The guard that enforces the lock is `maintenance.guard.ts` (app level).
 */
import { HEADER_SYSTEM_UNLOCK_TOKEN, MAINTENANCE_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { route } from '../../lib/route.ts';
import { createMaintenanceService } from './maintenance.service.ts';
import { moduleIn, restrictionIn } from './module-words.ts';

/** The unlock pass the request carries, if any. */
const passOf = (req: FastifyRequest): string | undefined => {
  const v = req.headers[HEADER_SYSTEM_UNLOCK_TOKEN];
  return typeof v === 'string' && v ? v : undefined;
};

export function maintenanceRoutes(app: FastifyInstance, deps: Deps) {
  const service = createMaintenanceService({
    db: deps.db,
    maintenance: deps.maintenance,
    unlockPasses: deps.unlockPasses,
  });

  // The modules' names and descriptions read in the reader's language in every answer that carries them.

  route(app, 'maintenanceModules', async (req) => ({
    data: (await service.modules(req.auth, req.query.moduleType)).map((m) => moduleIn(req.locale, m)),
  }));

  route(app, 'maintenanceCheck', async (req) => ({
    data: restrictionIn(req.locale, service.check(passOf(req))),
  }));

  route(app, 'lockSystem', async (req) => ({
    data: restrictionIn(req.locale, await service.lock(req.auth, req.body)),
    message: MAINTENANCE_MESSAGES.locked,
  }));

  route(app, 'releaseSystem', async (req) => {
    const { state, released } = await service.release(req.auth);
    return {
      data: restrictionIn(req.locale, state),
      message: released ? MAINTENANCE_MESSAGES.released : MAINTENANCE_MESSAGES.nothingLocked,
    };
  });

  route(app, 'createUnlockToken', async (req) => ({
    data: await service.issuePass(req.auth, req.body.ttlMinutes),
    message: MAINTENANCE_MESSAGES.passIssued,
  }));

  route(app, 'unlockSystem', async (req) => {
    const { state, ...pass } = service.unlock(req.body.xSystemUnlockToken);
    return {
      data: { ...pass, state: restrictionIn(req.locale, state), header: HEADER_SYSTEM_UNLOCK_TOKEN },
      message: MAINTENANCE_MESSAGES.unlocked,
    };
  });
}
