/**
 * The `pledge` resource: the community pledge business members accept, as its own calls only (no
 * list or record): `currentPledge` → GET /user/pledge (null while none is set), `savePledge` →
 * POST /user/pledge (a new version, which becomes the current one).
 */
import type { ResponseOf, TCreatePledgeRequest, TPledge } from '@barterbits/contracts';
import type { DataProvider } from 'react-admin';
import { resourceProvider } from '../providers/resourceProvider.ts';

export const PLEDGE_RESOURCE = 'pledge';

/** What the pledge resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface PledgeApi {
  getPledge(): Promise<ResponseOf<'getPledge'>>;
  createPledge(body: TCreatePledgeRequest): Promise<ResponseOf<'createPledge'>>;
}

export function createPledgeProvider(api: PledgeApi) {
  return resourceProvider(
    PLEDGE_RESOURCE,
    {},
    {
      /** The current version, or null when no pledge has been set. */
      async currentPledge(_resource: string, _params: Record<string, never>): Promise<TPledge | null> {
        return (await api.getPledge()).data;
      },
      /** Saves `description` as a new version; answers the version now current. */
      async savePledge(_resource: string, params: TCreatePledgeRequest): Promise<TPledge | null> {
        return (await api.createPledge(params)).data;
      },
    },
  );
}

/** The pledge provider's calls, for `useDataProvider<PledgeDataProvider>()`. */
export type PledgeDataProvider = DataProvider &
  Pick<ReturnType<typeof createPledgeProvider>, 'currentPledge' | 'savePledge'>;
