/**
 * Registers a route from the contracts' endpoint registry, so path, method, validation, response
 * serialization, audience and OpenAPI all come from one definition.
 */
import {
  type Audience,
  type EndpointDef,
  type Endpoints,
  endpoints,
  HEADER_IDEMPOTENCY_KEY,
  ZErrorResponse,
} from '@barterbits/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type Field<D, K extends string> = D extends Record<K, infer V> ? V : undefined;

export interface RouteRequest<D extends EndpointDef> extends FastifyRequest {
  body: Out<Field<D, 'body'>>;
  query: Out<Field<D, 'query'>>;
  params: Out<Field<D, 'params'>>;
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
      'Required: a unique key per attempt (8–255 of A-Z a-z 0-9 _ - : .); a retry with the same key and body returns the first answer',
    ),
});

/** Every error status the API uses is documented with the error body. */
const errorResponses = Object.fromEntries(
  [400, 401, 402, 403, 404, 409, 410, 413, 415, 422, 423, 429].map((status) => [status, ZErrorResponse]),
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
      ...(def.audience === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      // Documents the Idempotency-Key header; the idempotency helper checks it (loose: other headers pass).
      ...(def.idempotent ? { headers: IDEMPOTENCY_HEADERS } : {}),
      response: { 200: def.response, ...errorResponses },
    },
    preHandler: audienceGuard(app, def.audience),
    handler: handler as never,
  });
}

function audienceGuard(app: FastifyInstance, audience: Audience) {
  return async (req: FastifyRequest) => {
    if (audience === 'public') return;
    req.auth = await app.authenticate(req);
    if (audience === 'admin' && req.auth.role !== 'ADMIN') throw new AppError('FORBIDDEN');
    if (audience === 'member' && req.auth.role !== 'MEMBER') throw new AppError('FORBIDDEN');
  };
}
