/**
 * The `card-loads` resource (BITS loads paid by card, newest first): getList → GET /admin/payments/loads
 * (filters status, userId, q: a processor reference or part of it); and its own call `refundCardLoad` →
 * POST /admin/payments/loads/{id}/refund (the whole load back to its card, with the admin's reason and the
 * Idempotency-Key of the confirmed attempt).
 */
import {
  BITS_LOAD_STATUSES,
  type QueryOf,
  type ResponseOf,
  type TAdminCardLoad,
} from '@barterbits/contracts';
import type { DataProvider, GetListParams } from 'react-admin';
import { filterOf, isOneOf, pageOf, readPages, searchOf } from '../providers/listParams.ts';
import { listMethods, resourceProvider } from '../providers/resourceProvider.ts';

export const CARD_LOADS_RESOURCE = 'card-loads';

/** What the card-loads resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface CardLoadsApi {
  adminCardLoads(query?: QueryOf<'adminCardLoads'>): Promise<ResponseOf<'adminCardLoads'>>;
  adminRefundCardLoad(
    id: string,
    body: { reason: string },
    idempotencyKey: string,
  ): Promise<ResponseOf<'adminRefundCardLoad'>>;
}

export type CardLoadRecord = TAdminCardLoad;

/** `refundCardLoad` params: the load, the reason, and the key of the confirmed attempt. */
export interface RefundCardLoadParams {
  id: string;
  reason: string;
  idempotencyKey: string;
}

/**
 * One confirmed refund attempt of load `id`: its own Idempotency-Key, so each confirmation is a request of
 * its own (a refused attempt, e.g. BITS spent, may be confirmed again once things changed).
 */
export const refundAttempt = (id: string, reason: string): RefundCardLoadParams => ({
  id,
  reason,
  idempotencyKey: `adm-${crypto.randomUUID()}`,
});

type Paged = NonNullable<QueryOf<'adminCardLoads'>> & { offset: number; limit: number };

/** react-admin list parameters → the GET /admin/payments/loads query. */
export function toCardLoadsQuery(params: Partial<GetListParams>): Paged {
  const filter = filterOf(params);
  const query: Paged = { ...pageOf(params) };
  if (isOneOf(BITS_LOAD_STATUSES, filter.status)) query.status = filter.status;
  if (typeof filter.userId === 'string' && filter.userId) query.userId = filter.userId;
  const q = searchOf(filter.q);
  if (q) query.q = q;
  return query;
}

export function createCardLoadsProvider(api: CardLoadsApi) {
  const list = (params: Partial<GetListParams>) =>
    readPages(toCardLoadsQuery(params), (q) => api.adminCardLoads(q));

  return resourceProvider(CARD_LOADS_RESOURCE, listMethods(list), {
    /** Answers the load as it is now (refunded, or its refund under way) and the server's message. */
    async refundCardLoad(_resource: string, { id, reason, idempotencyKey }: RefundCardLoadParams) {
      const res = await api.adminRefundCardLoad(id, { reason: reason.trim() }, idempotencyKey);
      return { data: res.data, message: res.message };
    },
  });
}

/** The card-loads provider's own call, for `useDataProvider<CardLoadsDataProvider>()`. */
export type CardLoadsDataProvider = DataProvider &
  Pick<ReturnType<typeof createCardLoadsProvider>, 'refundCardLoad'>;
