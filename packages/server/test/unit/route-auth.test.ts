import type { Endpoints } from '@barterbits/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import { type Handler, type RouteRequest, route } from '../../src/lib/route.ts';
import type { AuthContext } from '../../src/plugins/auth.ts';
import { registerErrorHandling } from '../../src/plugins/errors.ts';

const SESSION: AuthContext = { userId: 'u-1', role: 'MEMBER', sessionId: 's-1' };

/** Just what route() needs: the compilers, the error answers, and a session for the `x-session` header. */
function appWithSessions(): FastifyInstance {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (req) => {
    if (req.headers['x-session'] === 's-1') return SESSION;
    throw new AppError('UNAUTHORIZED');
  });
  return app;
}

let app: FastifyInstance;
afterEach(() => app?.close());

describe("route(): a signed-in endpoint's handler always has the caller's session", () => {
  it('types auth as present on signed-in endpoints and maybe absent on public ones', () => {
    expectTypeOf<RouteRequest<Endpoints['logout']>['auth']>().toEqualTypeOf<AuthContext>();
    expectTypeOf<RouteRequest<Endpoints['resendVerification']>['auth']>().toEqualTypeOf<AuthContext>();
    expectTypeOf<RouteRequest<Endpoints['listUsers']>['auth']>().toEqualTypeOf<AuthContext>();
    expectTypeOf<RouteRequest<Endpoints['health']>['auth']>().toEqualTypeOf<AuthContext | null>();
  });

  it('gives the handler the session the audience check found', async () => {
    app = appWithSessions();
    const seen: string[] = [];
    route(app, 'logout', async (req) => {
      seen.push(req.auth.sessionId);
      return { message: 'Signed out.' };
    });
    const res = await app.inject({ method: 'GET', url: '/user/logout', headers: { 'x-session': 's-1' } });
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual(['s-1']);
    expect((await app.inject({ method: 'GET', url: '/user/logout' })).statusCode).toBe(401);
    expect(seen).toEqual(['s-1']);
  });

  it('refuses the call without running the handler when the session is gone by then', async () => {
    app = appWithSessions();
    // Whatever runs between the audience check and the handler cannot hand it a null session.
    app.addHook('preHandler', async (req) => {
      req.auth = null;
    });
    let ran = false;
    route(app, 'logout', async () => {
      ran = true;
      return { message: 'Signed out.' };
    });
    const res = await app.inject({ method: 'GET', url: '/user/logout', headers: { 'x-session': 's-1' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
    expect(ran).toBe(false);
  });

  it('runs a public endpoint without a session, and its handler must allow for none', async () => {
    app = appWithSessions();
    const seen: unknown[] = [];
    route(app, 'health', async (req) => {
      seen.push(req.auth);
      return { status: 'ok', db: 'pglite' };
    });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect(seen).toEqual([null]);

    // Type-checked only: reading the session of a public endpoint's caller without a check does not compile.
    const unchecked: Handler<Endpoints['health']> = async (req) => {
      // @ts-expect-error a public endpoint's caller may not be signed in
      void req.auth.userId;
      return { status: 'ok', db: 'pglite' };
    };
    const signedIn: Handler<Endpoints['logout']> = async (req) => ({ message: req.auth.userId });
    expect([unchecked, signedIn]).toHaveLength(2);
  });
});
