/**
 * The `disputes` resource (card disputes, i.e. chargebacks, newest first): getList → GET
 * /admin/payments/disputes (filters status: OPEN, WON, LOST, or every one without a status; userId), its
 * answer's `meta.exposure` (BITS held and debt over all disputes) passed on as the list's meta; and its
 * own call `settleDisputeDebt` → POST /admin/payments/disputes/{id}/debt (settled or written off, with a note).
 */
import {
  CARD_DISPUTE_STATUSES,
  type QueryOf,
  type ResponseOf,
  type TAdminDispute,
  type TAdminDisputesResponse,
  type TSettleDisputeDebtRequest,
} from '@barterbits/contracts';
import type { DataProvider, GetListParams } from 'react-admin';
import { filterOf, isOneOf, pageOf, readPages } from '../providers/listParams.ts';
import { listMethods, resourceProvider } from '../providers/resourceProvider.ts';

export const DISPUTES_RESOURCE = 'disputes';

/** What the disputes resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface DisputesApi {
  adminDisputes(query?: QueryOf<'adminDisputes'>): Promise<ResponseOf<'adminDisputes'>>;
  adminSettleDisputeDebt(
    id: string,
    body: TSettleDisputeDebtRequest,
  ): Promise<ResponseOf<'adminSettleDisputeDebt'>>;
}

export type DisputeRecord = TAdminDispute;
/** What the disputes put at risk now, over all of them (the list's meta). */
export type DisputeExposure = TAdminDisputesResponse['meta']['exposure'];

/** `settleDisputeDebt` params: the dispute, settled or written off, and the admin's note. */
export interface SettleDisputeDebtParams {
  id: string;
  outcome: TSettleDisputeDebtRequest['outcome'];
  note: string;
}

type Paged = NonNullable<QueryOf<'adminDisputes'>> & { offset: number; limit: number };

/** react-admin list parameters → the GET /admin/payments/disputes query (no status chosen: every dispute). */
export function toDisputesQuery(params: Partial<GetListParams>): Paged {
  const filter = filterOf(params);
  const query: Paged = {
    ...pageOf(params),
    status: isOneOf(CARD_DISPUTE_STATUSES, filter.status) ? filter.status : 'ALL',
  };
  if (typeof filter.userId === 'string' && filter.userId) query.userId = filter.userId;
  return query;
}

export function createDisputesProvider(api: DisputesApi) {
  async function list(params: Partial<GetListParams>) {
    let exposure: DisputeExposure = { heldCents: 0, debtCents: 0 };
    const page = await readPages(toDisputesQuery(params), async (q) => {
      const res = await api.adminDisputes(q);
      exposure = res.meta.exposure;
      return res;
    });
    return { ...page, meta: { exposure } };
  }

  return resourceProvider(DISPUTES_RESOURCE, listMethods(list), {
    /** Answers the dispute as it is now and the server's message. */
    async settleDisputeDebt(_resource: string, { id, outcome, note }: SettleDisputeDebtParams) {
      const res = await api.adminSettleDisputeDebt(id, { outcome, note: note.trim() });
      return { data: res.data, message: res.message };
    },
  });
}

/** The disputes provider's own call, for `useDataProvider<DisputesDataProvider>()`. */
export type DisputesDataProvider = DataProvider &
  Pick<ReturnType<typeof createDisputesProvider>, 'settleDisputeDebt'>;
