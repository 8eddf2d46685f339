import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { type RateLimitRule, takeRateLimit } from '../../lib/db-rate-limit.ts';
import { route } from '../../lib/route.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { createOnboardingService } from './onboarding.service.ts';

/**
 * Duplicate checks per client address: generous for typing with a 400 ms debounce, hostile to
 * scraping. Counted in PostgreSQL, so every server instance shares the count.
 */
export const DUPLICATE_CHECK_LIMIT: RateLimitRule = {
  name: 'duplicate-check',
  max: 60,
  windowSeconds: 60,
  message: 'Too many checks from this address. Please wait a minute and try again.',
};

/** onboarding routes: account setup, business categories and the pledge. */
export function onboardingRoutes(app: FastifyInstance, deps: Deps) {
  const svc = createOnboardingService(deps.db);

  /** The signed-in caller of a public route, when a valid token came along (else anonymous). */
  async function optionalAuth(req: FastifyRequest): Promise<AuthContext | null> {
    if (!req.headers.authorization) return null;
    try {
      return await app.authenticate(req);
    } catch {
      return null;
    }
  }

  route(app, 'setAccountType', async (req) => ({
    data: await svc.setAccountType(req.auth, req.body.accountType),
  }));

  route(app, 'savePersonalProfile', async (req) => ({
    data: await svc.savePersonalProfile(req.auth, req.body),
  }));

  route(app, 'saveBusinessDetail', async (req) => ({
    data: await svc.saveBusinessDetail(req.auth, req.body),
  }));

  route(app, 'saveBusinessCategories', async (req) => ({
    data: await svc.saveBusinessCategories(req.auth, req.body),
  }));

  route(app, 'duplicateCheck', async (req) => {
    await takeRateLimit(deps.db, DUPLICATE_CHECK_LIMIT, req.ip);
    return { data: await svc.duplicateCheck(await optionalAuth(req), req.query) };
  });

  route(app, 'listBusinessCategories', async (req) => ({ data: await svc.listCategories(req.auth) }));

  route(app, 'getBusinessCategory', async (req) => ({
    data: await svc.getCategory(req.auth, req.params.id),
  }));

  route(app, 'createBusinessCategory', async (req) => ({
    data: await svc.createCategory(req.auth, req.body),
  }));

  route(app, 'createBusinessSubCategory', async (req) => ({
    data: await svc.createSubCategory(req.auth, req.body),
  }));

  route(app, 'updateBusinessCategory', async (req) => ({
    data: await svc.updateCategory(req.auth, req.params.id, req.body),
  }));

  route(app, 'deleteBusinessCategories', async (req) => ({
    data: await svc.deleteCategories(req.auth, req.query.categoryIds),
  }));

  route(app, 'getPledge', async (req) => ({ data: await svc.getPledge(req.auth) }));

  route(app, 'createPledge', async (req) => ({ data: await svc.createPledge(req.auth, req.body) }));
}
