/**
 * The `wallet-transactions` resource: getList → GET /wallet/transactions (filters type, status,
 * userId, from, to, q); getOne/getMany → GET /wallet/transactions/{id}; getManyReference with target
 * `userId` → the list filtered by that member; `postAdjustment` → POST /wallet/transaction (a reward,
 * credit or debit, with the Idempotency-Key of the confirmed attempt).
 */
import {
  ADMIN_WALLET_SORT_FIELDS,
  type TAdminWalletPostResponse,
  type TAdminWalletTransactionRequest,
  type TAdminWalletTransactionResponse,
  type TAdminWalletTransactionsQuery,
  type TAdminWalletTransactionsResponse,
  TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
} from '@barterbits/contracts';
import type { DataProvider, GetListParams } from 'react-admin';
import { dayRangeOf, filterOf, isOneOf, listQueryOf, readPages, searchOf } from '../providers/listParams.ts';
import { byIdMethods, listMethods, resourceProvider } from '../providers/resourceProvider.ts';

export const WALLET_TRANSACTIONS_RESOURCE = 'wallet-transactions';

/** What the wallet-transactions resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface WalletTransactionsApi {
  adminWalletTransactions(query: TAdminWalletTransactionsQuery): Promise<TAdminWalletTransactionsResponse>;
  adminWalletTransaction(id: string): Promise<TAdminWalletTransactionResponse>;
  adminWalletPost(
    body: TAdminWalletTransactionRequest,
    idempotencyKey: string,
  ): Promise<TAdminWalletPostResponse>;
}

/** `postAdjustment` params: the movement, and the key of the attempt (a retry must reuse it). */
export type PostAdjustmentParams = TAdminWalletTransactionRequest & { idempotencyKey: string };

type Paged = TAdminWalletTransactionsQuery & { offset: number; limit: number };

/** react-admin list parameters → the GET /wallet/transactions query. */
export function toWalletTransactionsQuery(params: Partial<GetListParams>): Paged {
  const filter = filterOf(params);
  const query: Paged = listQueryOf(params, ADMIN_WALLET_SORT_FIELDS, 'createdAt');
  if (isOneOf(WALLET_TRANSACTION_TYPES, filter.type)) query.type = filter.type;
  if (isOneOf(TRANSACTION_STATUSES, filter.status)) query.status = filter.status;
  if (typeof filter.userId === 'string' && filter.userId) query.userId = filter.userId;
  Object.assign(query, dayRangeOf(filter));
  const q = searchOf(filter.q);
  if (q) query.q = q;
  return query;
}

export function createWalletTransactionsProvider(api: WalletTransactionsApi) {
  const list = (params: Partial<GetListParams>) =>
    readPages(toWalletTransactionsQuery(params), (q) => api.adminWalletTransactions(q));

  return resourceProvider(
    WALLET_TRANSACTIONS_RESOURCE,
    {
      ...listMethods(list),
      ...byIdMethods((id) => api.adminWalletTransaction(id)),
    },
    {
      /** Answers the posted transaction, the member's new balance and the server's message. */
      async postAdjustment(_resource: string, { idempotencyKey, ...body }: PostAdjustmentParams) {
        const res = await api.adminWalletPost(body, idempotencyKey);
        return { data: res.data, message: res.message };
      },
    },
  );
}

/** The wallet-transactions provider's own calls, for `useDataProvider<WalletTransactionsDataProvider>()`. */
export type WalletTransactionsDataProvider = DataProvider &
  Pick<ReturnType<typeof createWalletTransactionsProvider>, 'postAdjustment'>;
