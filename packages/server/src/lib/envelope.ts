/**
 * The response envelope is put on in one layer: the route. Services return domain values, one
 * item or a {@link Page}; the route answers `{ data }`, `{ data, message }` or `paged(page, query)`.
 *
 * ```ts
 * route(app, 'getGift', async (req) => ({ data: await gifts.get(req.auth, req.params.id) }));
 * route(app, 'listGifts', async (req) => paged(await gifts.list(req.auth, req.query), req.query));
 * ```
 */

/**
 * One page of a list as a service returns it: the items, the total over all pages, and any
 * extra page facts the endpoint's `meta` carries (an unread count, a capped total).
 */
export type Page<T, Extra extends object = Record<never, never>> = { items: T[]; total: number } & Extra;

/** `{ data, meta: { total, limit, offset, ...extra } }` for a page and the query that asked for it. */
export function paged<T, Extra extends object>(
  page: Page<T, Extra>,
  q: { limit: number; offset: number },
): { data: T[]; meta: { total: number; limit: number; offset: number } & Omit<Extra, 'items' | 'total'> } {
  const { items, total, ...extra } = page;
  return { data: items, meta: { total, limit: q.limit, offset: q.offset, ...extra } };
}
