/**
 * Registers a route from the contracts' endpoint registry, so path, method, validation, response
 * serialization, audience and OpenAPI all come from one definition.
 */
import {
  type AdminAccess,
  type Audience,
  adminMay,
  adminRefusalMessage,
  type EndpointDef,
  type Endpoints,
  endpoints,
  findUnsafeText,
  HEADER_IDEMPOTENCY_KEY,
  requestFingerprint,
  requiredAdminAccess,
  ZErrorResponse,
} from '@barterbits/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../plugins/auth.ts';
import { AppError } from './app-error.ts';
import { idempotencyKeyOf, withIdempotency } from './idempotency.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint registry's name of the route (set by route()); absent on routes outside the registry. */
    endpoint?: keyof Endpoints;
  }
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type Field<D, K extends string> = D extends Record<K, infer V> ? V : undefined;

/**
 * The caller's session as an endpoint's handler sees it: always there on a signed-in endpoint (audience
 * `user`, `member` or `admin`: route() refuses the call before the handler otherwise), possibly null on a
 * public one. A definition whose audience is not known (`EndpointDef` itself) may be public.
 */
export type AuthOf<D extends EndpointDef> = 'public' extends D['audience'] ? AuthContext | null : AuthContext;

export interface RouteRequest<D extends EndpointDef> extends FastifyRequest {
  auth: AuthOf<D>;
  body: Out<Field<D, 'body'>>;
  query: Out<Field<D, 'query'>>;
  params: Out<Field<D, 'params'>>;
  /** The checked Idempotency-Key header, on endpoints marked `idempotent`. */
  idempotencyKey: D extends { idempotent: true | 'movement' } ? string : undefined;
}

export type Handler<D extends EndpointDef> = (
  req: RouteRequest<D>,
  reply: FastifyReply,
) => Promise<z.input<D['response']> | z.output<D['response']>>;

const IDEMPOTENCY_HEADERS = z.looseObject({
  [HEADER_IDEMPOTENCY_KEY]: z
    .string()
    .optional()
    .describe(
      'Required: a unique key per attempt (8–255 of A-Z a-z 0-9 _ - : .); a retry with the same key and request returns the first answer',
    ),
});

/** Every error status the API uses is documented with the error body. */
const errorResponses = Object.fromEntries(
  [400, 401, 402, 403, 404, 409, 410, 413, 415, 422, 423, 429, 503].map((status) => [status, ZErrorResponse]),
);

export function route<N extends keyof Endpoints>(
  app: FastifyInstance,
  name: N,
  handler: Handler<Endpoints[N]>,
): void {
  const def: EndpointDef = endpoints[name];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema: {
      operationId: name,
      summary: def.summary,
      tags: [def.tag],
      // A public operation says so with an empty list: no security at all reads as "not declared".
      security: def.audience === 'public' ? [] : [{ bearerAuth: [] }],
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      // Documents the Idempotency-Key header; the idempotency helper checks it (loose: other headers pass).
      ...(def.idempotent ? { headers: IDEMPOTENCY_HEADERS } : {}),
      response: { 200: def.response, ...errorResponses },
    },
    // The registry name, for app-level hooks that decide by endpoint (req.routeOptions.config.endpoint).
    config: { endpoint: name },
    // Who may call is decided before the body is parsed or validated: an anonymous call to a
    // protected operation answers 401, whatever it sends; an admin's role is checked here too.
    onRequest: audienceGuard(app, def.audience, requiredAdminAccess(name, def)),
    preValidation: refuseUnsafeText,
    // The handler is typed by its own entry; from here on the entry's general shape is enough.
    handler: guarded(app, def, handler as unknown as Handler<EndpointDef>) as never,
  });
}

/** A handler whose caller is signed in (the request's `auth` is set). */
type SignedInHandler = (
  req: RouteRequest<EndpointDef> & { auth: AuthContext },
  reply: FastifyReply,
) => ReturnType<Handler<EndpointDef>>;

/**
 * The handler as registered: on a signed-in endpoint it runs only with the caller's session (the one
 * place that makes `RouteRequest.auth` non-null true at run time; the audience guard sets it, and a
 * request without one is refused as unauthenticated), then with the Idempotency-Key rules on an
 * endpoint marked `idempotent`.
 */
function guarded(
  app: FastifyInstance,
  def: EndpointDef,
  handler: Handler<EndpointDef>,
): Handler<EndpointDef> {
  if (def.audience === 'public') {
    if (def.idempotent)
      throw new Error(`${def.method} ${def.path}: an idempotent endpoint must be signed in`);
    return handler;
  }
  const inner: SignedInHandler = def.idempotent ? idempotent(app, def, handler) : handler;
  return async (req, reply) => {
    if (!req.auth) throw new AppError('UNAUTHORIZED');
    return inner(req as RouteRequest<EndpointDef> & { auth: AuthContext }, reply);
  };
}

/**
 * Wraps the handler of an endpoint marked `idempotent`: the Idempotency-Key header is required and,
 * for `true`, the first answer per (member, key) is kept and replayed (lib/idempotency.ts), scoped by
 * the endpoint and the body's secret-free fingerprint. `'movement'` endpoints keep the key on the
 * ledger movement themselves.
 */
function idempotent(app: FastifyInstance, def: EndpointDef, handler: Handler<EndpointDef>): SignedInHandler {
  const scopeRoute = `${def.method} ${def.path}`;
  return async (req, reply) => {
    const key = idempotencyKeyOf(req);
    (req as { idempotencyKey?: string }).idempotencyKey = key;
    if (def.idempotent === 'movement') return handler(req, reply);
    return withIdempotency(
      app.database,
      { userId: req.auth.userId, key, route: scopeRoute, fingerprint: requestFingerprint(def, req.body) },
      () => handler(req, reply),
    );
  };
}

/**
 * Text PostgreSQL cannot store (NUL, lone surrogates) anywhere in the path, query or body is a 400
 * with the field named, for every endpoint, before the endpoint's own validation.
 */
async function refuseUnsafeText(req: FastifyRequest): Promise<void> {
  for (const part of [req.params, req.query, req.body]) {
    const bad = findUnsafeText(part);
    if (bad)
      throw new AppError('VALIDATION_FAILED', bad.message, { fieldErrors: { [bad.path]: [bad.message] } });
  }
}

/**
 * Who may call: the audience, then for an admin the admin role the endpoint needs (the contracts'
 * `requiredAdminAccess`, decided once per route): refused with 403 and a message naming the role.
 */
function audienceGuard(app: FastifyInstance, audience: Audience, access: AdminAccess) {
  return async (req: FastifyRequest) => {
    if (audience === 'public') return;
    req.auth = await app.authenticate(req);
    if (audience === 'admin' && req.auth.role !== 'ADMIN') throw new AppError('FORBIDDEN');
    if (audience === 'member' && req.auth.role !== 'MEMBER') throw new AppError('FORBIDDEN');
    if (req.auth.role === 'ADMIN') {
      const role = req.auth.adminRole ?? null;
      if (!adminMay(role, access)) throw new AppError('ROLE_FORBIDDEN', adminRefusalMessage(role, access));
    }
  };
}
