import {
  type BodyOf,
  buildPath,
  type EndpointName,
  HEADER_IDEMPOTENCY_KEY,
  newIdempotencyKey,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  ROUTES,
  type RouteDef,
} from '@barterbits/contracts';
import type { AxiosInstance } from 'axios';

/** Inputs of one call; which of them an endpoint takes is typed from the registry. */
export interface CallInput<N extends EndpointName> {
  /** `:param` values of the path. */
  params?: ParamsOf<N>;
  /** Query string values (arrays repeat the key: `a=1&a=2`). */
  query?: QueryOf<N>;
  /** JSON request body. */
  body?: BodyOf<N>;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /**
   * The attempt's Idempotency-Key, sent as the header on endpoints marked `idempotent` in the registry
   * (a fresh one when absent). Keep the key while retrying one attempt: see `newIdempotencyKey`.
   */
  idempotencyKey?: string;
  /** Aborts the request (react-query passes one). */
  signal?: AbortSignal;
}

/**
 * Call endpoint `name` of the contracts registry through `client`: method and path come from
 * the registry (path params filled by `buildPath`), and the response body is returned typed.
 * Rejects with an `ApiError` (see the client's interceptors).
 */
export async function call<N extends EndpointName>(
  client: AxiosInstance,
  name: N,
  input: CallInput<N> = {},
): Promise<ResponseOf<N>> {
  const def: RouteDef = ROUTES[name];
  const headers = def.idempotent
    ? { ...input.headers, [HEADER_IDEMPOTENCY_KEY]: input.idempotencyKey ?? newIdempotencyKey() }
    : input.headers;
  const res = await client.request<ResponseOf<N>>({
    method: def.method,
    url: buildPath(def.path, input.params as Record<string, string | number> | undefined),
    params: input.query,
    data: input.body,
    headers,
    signal: input.signal,
  });
  return res.data;
}

/** Calls a registry endpoint through the client of its audience (see `createApi`). */
export type Invoke = <N extends EndpointName>(name: N, input?: CallInput<N>) => Promise<ResponseOf<N>>;

/**
 * A fresh Idempotency-Key for one attempt of a money-moving or charging call (`<prefix>-<uuid>`).
 * Generate one per user action and send the same key on a retry of that action.
 */
export { newIdempotencyKey };
