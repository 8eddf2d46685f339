import {
  type BodyOf,
  buildPath,
  type EndpointName,
  type Endpoints,
  HEADER_IDEMPOTENCY_KEY,
  newIdempotencyKey,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  ROUTES,
  type RouteDef,
} from '@barterbits/contracts';
import type { AxiosInstance } from 'axios';

/** Endpoints marked `idempotent` in the registry: every call of one names the attempt it belongs to. */
export type IdempotentEndpointName = {
  [N in EndpointName]: Endpoints[N] extends { idempotent: true | 'movement' } ? N : never;
}[EndpointName];

/** Inputs of one call; which of them an endpoint takes is typed from the registry. */
export type CallInput<N extends EndpointName> = {
  /** `:param` values of the path. */
  params?: ParamsOf<N>;
  /** Query string values (arrays repeat the key: `a=1&a=2`). */
  query?: QueryOf<N>;
  /** JSON request body. */
  body?: BodyOf<N>;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Aborts the request (react-query passes one). */
  signal?: AbortSignal;
} & (N extends IdempotentEndpointName
  ? {
      /**
       * The attempt's Idempotency-Key, sent as the header. The caller makes it once per user action
       * (`newIdempotencyKey`) and sends the same key on every retry of that action, so the server
       * answers a retry with the first outcome instead of applying it twice.
       */
      idempotencyKey: string;
    }
  : {
      /** Only endpoints marked `idempotent` take a key. */
      idempotencyKey?: never;
    });

/** The input argument of a call: required on endpoints marked `idempotent` (for their key), else optional. */
export type CallArgs<N extends EndpointName> = N extends IdempotentEndpointName
  ? [input: CallInput<N>]
  : [input?: CallInput<N>];

/** What call() reads of any endpoint's input. */
interface AnyInput {
  params?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

/**
 * The route of endpoint `name`. The member app's build carries the route table without the console's
 * endpoints (see scripts/gen-routes.ts), so a console endpoint called from it is refused here, by name.
 */
export function routeOf(name: EndpointName): RouteDef {
  const def: RouteDef | undefined = ROUTES[name];
  if (!def) throw new TypeError(`${name} is not an endpoint this app calls`);
  return def;
}

/**
 * Call endpoint `name` of the contracts registry through `client`: method and path come from
 * the registry (path params filled by `buildPath`), and the response body is returned typed.
 * Rejects with an `ApiError` (see the client's interceptors); an endpoint marked `idempotent`
 * called without its attempt's key is refused before any request is sent.
 */
export async function call<N extends EndpointName>(
  client: AxiosInstance,
  name: N,
  ...[input]: CallArgs<N>
): Promise<ResponseOf<N>> {
  const def = routeOf(name);
  const { params, query, body, headers, signal, idempotencyKey } = (input ?? {}) as AnyInput;
  if (def.idempotent && !idempotencyKey)
    throw new TypeError(
      `${name} needs the Idempotency-Key of the attempt it belongs to (see newIdempotencyKey)`,
    );
  const res = await client.request<ResponseOf<N>>({
    method: def.method,
    url: buildPath(def.path, params),
    params: query,
    data: body,
    headers: def.idempotent ? { ...headers, [HEADER_IDEMPOTENCY_KEY]: idempotencyKey } : headers,
    signal,
  });
  return res.data;
}

/** Calls a registry endpoint through the client of its audience (see `createApi`). */
export type Invoke = <N extends EndpointName>(name: N, ...args: CallArgs<N>) => Promise<ResponseOf<N>>;

/**
 * A fresh Idempotency-Key for one attempt of a money-moving or charging call (`<prefix>-<uuid>`).
 * Generate one per user action and send the same key on a retry of that action.
 */
export { newIdempotencyKey };
