/**
 * The `onboarding` resource: an invited admin's set-up, as its own call only (no list or record):
 * `completeOnboarding` → POST /admin/onboarding with the invite's token. Its answer is a new session,
 * stored as sign-in stores one (both tokens and the last-active marker).
 */
import type { ResponseOf, TAdminOnboardingRequest, TUser } from '@barterbits/contracts';
import type { DataProvider } from 'react-admin';
import { resourceProvider } from '../providers/resourceProvider.ts';

export const ONBOARDING_RESOURCE = 'onboarding';

/** What the onboarding resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface OnboardingApi {
  adminOnboarding(body: TAdminOnboardingRequest): Promise<ResponseOf<'adminOnboarding'>>;
  session: { setTokens(tokens: { accessToken: string; refreshToken: string }): void; touch(): void };
}

export function createOnboardingProvider(api: OnboardingApi) {
  return resourceProvider(
    ONBOARDING_RESOURCE,
    {},
    {
      /** Sets the password and profile, opens the admin's session; answers the admin. */
      async completeOnboarding(_resource: string, params: TAdminOnboardingRequest): Promise<TUser> {
        const res = await api.adminOnboarding(params);
        api.session.setTokens(res.data);
        api.session.touch();
        return res.data.user;
      },
    },
  );
}

/** The onboarding provider's call, for `useDataProvider<OnboardingDataProvider>()`. */
export type OnboardingDataProvider = DataProvider &
  Pick<ReturnType<typeof createOnboardingProvider>, 'completeOnboarding'>;
