/**
 * The `wallet-transactions` and `wallet-summaries` resources of the admin data provider (a wrapper
 * around the base provider, like `withOffers`):
 * - `wallet-transactions` getList → GET /wallet/transactions (filters type, status, userId, from, to, q);
 *   getOne/getMany → GET /wallet/transactions/{id}; getManyReference with target `userId` → the list
 *   filtered by that member.
 * - `wallet-summaries` getOne → GET /wallet/users/{id} (the record id is the member's id).
 * Adjustments and rewards are posted by the user page's dialog (POST /wallet/transaction), not here.
 */
import {
  ADMIN_WALLET_SORT_FIELDS,
  type TAdminWalletSummaryResponse,
  type TAdminWalletTransactionResponse,
  type TAdminWalletTransactionsQuery,
  type TAdminWalletTransactionsResponse,
  TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
} from '@barterbits/contracts';
import type {
  DataProvider,
  GetListParams,
  GetListResult,
  GetManyReferenceResult,
  GetManyResult,
  GetOneResult,
} from 'react-admin';
import { isOneOf, pageOf, readPages, sortOrderOf } from '../providers/listParams.ts';

export const WALLET_TRANSACTIONS_RESOURCE = 'wallet-transactions';
export const WALLET_SUMMARIES_RESOURCE = 'wallet-summaries';

/** What the wallet resources need from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface WalletAdminApi {
  adminWalletTransactions(query: TAdminWalletTransactionsQuery): Promise<TAdminWalletTransactionsResponse>;
  adminWalletTransaction(id: string): Promise<TAdminWalletTransactionResponse>;
  adminWalletSummary(userId: string): Promise<TAdminWalletSummaryResponse>;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;
const day = (v: unknown) => (typeof v === 'string' && DAY.test(v) ? v.slice(0, 10) : undefined);

type Paged = TAdminWalletTransactionsQuery & { offset: number; limit: number };

/** react-admin list parameters → the GET /wallet/transactions query. */
export function toWalletTransactionsQuery(params: Partial<GetListParams>): Paged {
  const filter: Record<string, unknown> = params.filter ?? {};
  const field = params.sort?.field;
  const query: Paged = {
    ...pageOf(params),
    sortBy: isOneOf(ADMIN_WALLET_SORT_FIELDS, field) ? field : 'createdAt',
    sortOrder: sortOrderOf(params),
  };
  if (isOneOf(WALLET_TRANSACTION_TYPES, filter.type)) query.type = filter.type;
  if (isOneOf(TRANSACTION_STATUSES, filter.status)) query.status = filter.status;
  if (typeof filter.userId === 'string' && filter.userId) query.userId = filter.userId;
  const from = day(filter.from);
  const to = day(filter.to);
  if (from) query.from = from;
  if (to) query.to = to;
  const q = typeof filter.q === 'string' ? filter.q.trim().slice(0, 100) : '';
  if (q) query.q = q;
  return query;
}

/** `base` with the wallet resources added. */
export function withWalletTransactions(base: DataProvider, api: WalletAdminApi): DataProvider {
  async function list(params: Partial<GetListParams>) {
    return readPages(toWalletTransactionsQuery(params), (q) => api.adminWalletTransactions(q));
  }

  // Results are react-admin's untyped records: its methods are generic in the record type.
  const provider: DataProvider = {
    ...base,
    async getList(resource, params) {
      if (resource !== WALLET_TRANSACTIONS_RESOURCE) return base.getList(resource, params);
      const result: GetListResult = await list(params);
      return result;
    },
    async getOne(resource, params) {
      if (resource === WALLET_SUMMARIES_RESOURCE) {
        const res = await api.adminWalletSummary(String(params.id));
        const result: GetOneResult = { data: { id: res.data.userId, ...res.data } };
        return result;
      }
      if (resource !== WALLET_TRANSACTIONS_RESOURCE) return base.getOne(resource, params);
      const res = await api.adminWalletTransaction(String(params.id));
      const result: GetOneResult = { data: res.data };
      return result;
    },
    async getMany(resource, params) {
      if (resource !== WALLET_TRANSACTIONS_RESOURCE) return base.getMany(resource, params);
      const rows = await Promise.all(params.ids.map((id) => api.adminWalletTransaction(String(id))));
      const result: GetManyResult = { data: rows.map((r) => r.data) };
      return result;
    },
    async getManyReference(resource, params) {
      if (resource !== WALLET_TRANSACTIONS_RESOURCE) return base.getManyReference(resource, params);
      const result: GetManyReferenceResult = await list({
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      });
      return result;
    },
  };
  return provider;
}
