/**
 * The `offers` resource: getList → GET /offer/all (filters q, status, category, reported, userId);
 * getOne/getMany → GET /offer/all?ids=…; getManyReference with target `userId` → GET /offer/{userId}
 * (a member's offers, DISABLED included); update → PATCH /offer with user=ADMIN (data: status, reason).
 */
import {
  ADMIN_OFFER_SORT_FIELDS,
  ADMIN_OFFER_TYPES,
  ERROR_MESSAGES,
  OFFER_CATEGORIES,
  type TAdminOfferListItem,
  type TAdminOffersQuery,
  type TAdminOffersResponse,
  type TAdminUserOffersQuery,
  type TAdminUserOffersResponse,
  type TChangeOfferStatusRequest,
  type TOffer,
} from '@barterbits/contracts';
import type { GetListParams, Identifier } from 'react-admin';
import { inConsoleLanguage } from '../i18n/contractsWords.ts';
import { DataProviderError } from '../providers/errors.ts';
import {
  filterOf,
  isOneOf,
  listQueryOf,
  readPages,
  referenceAsList,
  searchOf,
} from '../providers/listParams.ts';
import { resourceProvider } from '../providers/resourceProvider.ts';

export const OFFERS_RESOURCE = 'offers';

/** What the offers resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface OffersApi {
  adminOffers(query: TAdminOffersQuery): Promise<TAdminOffersResponse>;
  adminUserOffers(userId: string, query: TAdminUserOffersQuery): Promise<TAdminUserOffersResponse>;
  changeOfferStatus(body: TChangeOfferStatusRequest): Promise<{ data: TOffer }>;
}

/** Rows of a member's offers (GET /offer/{userId}) lack the seller and counts of the global list. */
export type OfferRecord = TAdminOfferListItem | TOffer;

type Paging = { offset: number; limit: number };

/** react-admin list parameters → the GET /offer/all query. */
export function toAdminOffersQuery(params: Partial<GetListParams>): TAdminOffersQuery & Paging {
  const filter = filterOf(params);
  const query: TAdminOffersQuery & Paging = listQueryOf(params, ADMIN_OFFER_SORT_FIELDS, 'createdAt');
  const q = searchOf(filter.q);
  if (q) query.q = q;
  if (isOneOf(ADMIN_OFFER_TYPES, filter.status)) query.status = filter.status;
  if (isOneOf(OFFER_CATEGORIES, filter.category)) query.category = filter.category;
  if (filter.reported === true || filter.reported === 'true') query.reported = 'true';
  if (typeof filter.userId === 'string' && filter.userId) query.userId = filter.userId;
  return query;
}

/** The offers' page by ids, 100 ids per request. */
const IDS_PER_REQUEST = 100;

export function createOffersProvider(api: OffersApi) {
  const list = (params: Partial<GetListParams>) =>
    readPages(toAdminOffersQuery(params), (q) => api.adminOffers(q));

  async function byIds(ids: readonly Identifier[]): Promise<TAdminOfferListItem[]> {
    const out: TAdminOfferListItem[] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) {
      const chunk = ids.slice(i, i + IDS_PER_REQUEST).map(String);
      const res = await api.adminOffers({ ids: chunk.join(','), limit: chunk.length });
      out.push(...res.data);
    }
    return out;
  }

  return resourceProvider(OFFERS_RESOURCE, {
    getList: (_resource, params) => list(params),
    async getOne(_resource, params) {
      const [offer] = await byIds([params.id]);
      if (!offer) throw new DataProviderError(inConsoleLanguage(ERROR_MESSAGES.notFound), 404);
      return { data: offer };
    },
    getMany: async (_resource, params) => ({ data: await byIds(params.ids) }),
    async getManyReference(_resource, params) {
      if (params.target !== 'userId') return list(referenceAsList(params));
      const { sortBy, sortOrder, offset, limit } = toAdminOffersQuery(params);
      const status = filterOf(params).status;
      const res = await api.adminUserOffers(String(params.id), {
        offset,
        limit,
        sortBy,
        sortOrder,
        offerType: isOneOf(ADMIN_OFFER_TYPES, status) ? status : 'ALL',
      });
      return { data: res.data, total: res.meta.total };
    },
    async update(_resource, params) {
      const d = params.data as { status?: string; reason?: string };
      const res = await api.changeOfferStatus({
        offerId: String(params.id),
        status: d.status as TChangeOfferStatusRequest['status'],
        user: 'ADMIN',
        ...(d.reason?.trim() ? { reason: d.reason.trim() } : {}),
      });
      return { data: { ...(params.previousData ?? {}), ...res.data } };
    },
  });
}
