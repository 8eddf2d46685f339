/**
 * The `wallet-summaries` resource (read-only): a member's balance and totals.
 * getOne → GET /wallet/users/{id}; the record id is the member's id.
 */
import type { TAdminWalletSummaryResponse } from '@barterbits/contracts';
import { resourceProvider } from '../providers/resourceProvider.ts';

export const WALLET_SUMMARIES_RESOURCE = 'wallet-summaries';

/** What the wallet-summaries resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface WalletSummariesApi {
  adminWalletSummary(userId: string): Promise<TAdminWalletSummaryResponse>;
}

export function createWalletSummariesProvider(api: WalletSummariesApi) {
  return resourceProvider(WALLET_SUMMARIES_RESOURCE, {
    async getOne(_resource, params) {
      const res = await api.adminWalletSummary(String(params.id));
      return { data: { id: res.data.userId, ...res.data } };
    },
  });
}
