/**
 * The maintenance guard: an app-level preValidation hook, so it runs after each route's
 * audience check (route-level onRequest, which sets req.auth) and before validation and the handler: a
 * refused call changes nothing, and a call that passed finishes whatever is locked meanwhile (its money
 * movement is one transaction). It reads the in-memory snapshot only: no query, no promise.
 */
import {
  HEADER_SYSTEM_UNLOCK_TOKEN,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  type Role,
} from '@barterbits/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { type EndpointPolicy, endpointPolicies } from './endpoint-modules.ts';
import type { MaintenanceState } from './maintenance.state.ts';
import type { ActiveLock } from './restriction.ts';
import type { UnlockPasses } from './unlock-pass.ts';

/** 503 MAINTENANCE: the admin's note as the message, and when to check again (Retry-After). */
export class MaintenanceError extends AppError {
  readonly retryAfterSeconds = MAINTENANCE_RETRY_AFTER_SECONDS;

  constructor(adminNote: string) {
    super('MAINTENANCE', adminNote);
  }
}

/**
 * Whether the lock in force refuses a call of `policy` by a caller of `role` (null: a guest). Admins and
 * the always-open calls pass; while the system is down every other call is refused, else the calls of
 * the locked modules.
 */
export function isRefused(policy: EndpointPolicy, role: Role | null, lock: ActiveLock): boolean {
  if (policy.audience === 'admin' || policy.alwaysOpen || role === 'ADMIN') return false;
  return lock.systemDown || (policy.module !== null && lock.moduleIds.has(policy.module));
}

/** Adds the guard to `app` (before the routes are registered, so every route gets it). */
export function registerMaintenanceGuard(
  app: FastifyInstance,
  deps: { maintenance: MaintenanceState; unlockPasses: UnlockPasses },
): void {
  const policies = endpointPolicies();
  const { maintenance, unlockPasses } = deps;
  /** The refusal of this request under the lock in force, or null when it may go on. */
  const refusal = (req: FastifyRequest): MaintenanceError | null => {
    const lock = maintenance.current().lock;
    if (!lock) return null;
    const name = req.routeOptions.config.endpoint;
    const policy = name === undefined ? undefined : policies.get(name);
    if (!policy || !isRefused(policy, req.auth?.role ?? null, lock)) return null;
    const pass = req.headers[HEADER_SYSTEM_UNLOCK_TOKEN];
    if (typeof pass === 'string' && unlockPasses.check(pass, lock.id) === 'valid') return null;
    return new MaintenanceError(lock.adminNote);
  };
  // A callback hook, not an async one: no promise per request.
  app.addHook('preValidation', (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const err = refusal(req);
    if (err) done(err);
    else done();
  });
}
