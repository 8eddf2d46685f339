/**
 * The `barter-disputes` resource (disputes of held barter payments, those to decide first, oldest first):
 * getList → GET /admin/barter-disputes (filters status: UNRESOLVED, OPEN, ANSWERED, RESOLVED, or every one
 * without a status; reason; userId, a party of the barter); getOne/getMany → GET /admin/barter-disputes/{id};
 * and its own calls: `resolveBarterDispute` → POST /admin/barter-disputes/{id}/resolve (release, refund or
 * split, with the note both parties read and the Idempotency-Key of the confirmed attempt),
 * `barterDisputesCount` → the disputes to decide (the menu badge), `barterDisputePhoto` → a dispute's
 * private photo as a Blob.
 */
import type { ApiClients } from '@barterbits/api-client';
import {
  BARTER_DISPUTE_REASONS,
  BARTER_DISPUTE_STATUSES,
  type QueryOf,
  type ResponseOf,
  type TAdminBarterDispute,
  type TResolveBarterDisputeRequest,
} from '@barterbits/contracts';
import type { DataProvider, GetListParams } from 'react-admin';
import { clientPathOf } from '../feedback/feedbackDataProvider.ts';
import { filterOf, isOneOf, pageOf, readPages } from '../providers/listParams.ts';
import { byIdMethods, listMethods, resourceProvider } from '../providers/resourceProvider.ts';

export const BARTER_DISPUTES_RESOURCE = 'barter-disputes';

/** The status filter's value for the disputes to decide (OPEN and ANSWERED): the list's default. */
export const TO_DECIDE = 'UNRESOLVED';

/** What the barter-disputes resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface BarterDisputesApi {
  adminBarterDisputes(query?: QueryOf<'adminBarterDisputes'>): Promise<ResponseOf<'adminBarterDisputes'>>;
  adminBarterDispute(id: string): Promise<ResponseOf<'adminBarterDispute'>>;
  adminResolveBarterDispute(
    id: string,
    body: TResolveBarterDisputeRequest,
    idempotencyKey: string,
  ): Promise<ResponseOf<'adminResolveBarterDispute'>>;
  clients: Pick<ApiClients, 'admin'>;
}

/** A row of the list, the show page's record and a CSV line's source. */
export type BarterDisputeRecord = TAdminBarterDispute;

/** `resolveBarterDispute` params: the dispute, the decision, and the key of the confirmed attempt. */
export interface ResolveBarterDisputeParams {
  id: string;
  outcome: TResolveBarterDisputeRequest['outcome'];
  /** SPLIT only: the seller's part in cents. */
  sellerCents?: number;
  note: string;
  idempotencyKey: string;
}

/**
 * One confirmed resolution attempt: its own Idempotency-Key, so each confirmation is a request of its own
 * (a refused attempt, e.g. the seller's days to answer not over, may be confirmed again later).
 */
export const resolveAttempt = (
  id: string,
  decision: Pick<ResolveBarterDisputeParams, 'outcome' | 'sellerCents' | 'note'>,
): ResolveBarterDisputeParams => ({
  id,
  ...decision,
  idempotencyKey: `adm-${crypto.randomUUID()}`,
});

type Paged = NonNullable<QueryOf<'adminBarterDisputes'>> & { offset: number; limit: number };

const STATUS_FILTERS = [...BARTER_DISPUTE_STATUSES, TO_DECIDE] as const;

/** react-admin list parameters → the GET /admin/barter-disputes query (no status chosen: every dispute). */
export function toBarterDisputesQuery(params: Partial<GetListParams>): Paged {
  const filter = filterOf(params);
  const query: Paged = {
    ...pageOf(params),
    status: isOneOf(STATUS_FILTERS, filter.status) ? filter.status : 'ALL',
  };
  if (isOneOf(BARTER_DISPUTE_REASONS, filter.reason)) query.reason = filter.reason;
  if (typeof filter.userId === 'string' && filter.userId) query.userId = filter.userId;
  return query;
}

export function createBarterDisputesProvider(api: BarterDisputesApi) {
  const list = (params: Partial<GetListParams>) =>
    readPages(toBarterDisputesQuery(params), (q) => api.adminBarterDisputes(q));

  return resourceProvider(
    BARTER_DISPUTES_RESOURCE,
    { ...listMethods(list), ...byIdMethods((id) => api.adminBarterDispute(id)) },
    {
      /** Sends the decision with the trimmed note; answers the resolved dispute and the server's message. */
      async resolveBarterDispute(_resource: string, params: ResolveBarterDisputeParams) {
        const body: TResolveBarterDisputeRequest = {
          outcome: params.outcome,
          note: params.note.trim(),
          ...(params.outcome === 'SPLIT' ? { sellerCents: params.sellerCents } : {}),
        };
        const res = await api.adminResolveBarterDispute(params.id, body, params.idempotencyKey);
        return { data: res.data, message: res.message };
      },
      /** The disputes to decide (OPEN and ANSWERED), for the menu badge. */
      async barterDisputesCount(_resource: string): Promise<number> {
        return (await api.adminBarterDisputes({ status: TO_DECIDE, limit: 1 })).meta.total;
      },
      /** A dispute's photo (full or thumbnail), read with the admin's session (never a bare <img src>). */
      async barterDisputePhoto(_resource: string, params: { url: string }): Promise<Blob> {
        const res = await api.clients.admin.get<Blob>(clientPathOf(params.url), { responseType: 'blob' });
        return res.data;
      },
    },
  );
}

/** The barter-disputes provider's own calls, for `useDataProvider<BarterDisputesDataProvider>()`. */
export type BarterDisputesDataProvider = DataProvider &
  Pick<
    ReturnType<typeof createBarterDisputesProvider>,
    'resolveBarterDispute' | 'barterDisputesCount' | 'barterDisputePhoto'
  >;
