/**
 * A client written only from the OpenAPI document: the types openapi-typescript generates from
 * /v1/openapi.json (the module `generated-openapi-client`, which test/db/openapi.test.ts writes and
 * points at), used as a client we did not write would use them. That test type-checks this file; the
 * repository's own type check leaves the folder out, as the generated module exists only in the test.
 */
import type { components, paths } from 'generated-openapi-client';

type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : never;
type JsonAnswer<Op> = Op extends { responses: { 200: { content: { 'application/json': infer Answer } } } }
  ? Answer
  : never;

/** A call of one operation with fetch: the path's parameters, the body and the answer typed from the document. */
export async function callApi<Op>(
  base: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  init: { body?: JsonBody<Op>; accessToken?: string } = {},
): Promise<JsonAnswer<Op>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.accessToken ? { authorization: `Bearer ${init.accessToken}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) {
    const error = (await res.json()) as components['schemas']['ErrorResponse'];
    throw new Error(`${error.code}: ${error.message}`);
  }
  return (await res.json()) as JsonAnswer<Op>;
}

type Login = paths['/v1/user/login']['post'];
type OfferDetails = paths['/v1/offer/details/{id}']['get'];
type MyOffers = paths['/v1/offer/my-offers']['get'];

/** Signs in, then reads an offer and the member's counts per offer status. */
export async function offerAndCounts(base: string, offerId: OfferDetails['parameters']['path']['id']) {
  const login = await callApi<Login>(base, 'POST', '/v1/user/login', {
    body: { email: 'alex@example.com', password: 'correct horse battery staple' },
  });
  const accessToken: string = login.data.accessToken;
  const offer = await callApi<OfferDetails>(base, 'GET', `/v1/offer/details/${offerId}`, { accessToken });
  const title: string = offer.data.title;
  const mine = await callApi<MyOffers>(base, 'GET', '/v1/offer/my-offers', { accessToken });
  const active: number = mine.counts.ACTIVE;
  return { title, active };
}

// The document's types refuse what the server would: a sign-in without its password, an unknown status.
// @ts-expect-error the password is required
export const incomplete: JsonBody<Login> = { email: 'alex@example.com' };
// @ts-expect-error there is no such status
export const unknownStatus: JsonAnswer<MyOffers>['counts']['SOLD'] = 0;
