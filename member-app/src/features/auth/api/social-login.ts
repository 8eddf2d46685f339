import type { SocialProvider } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { getUserQueryOptions, useStoreProfile } from '../../../lib/auth.tsx';
import type { FirebaseWebConfig } from '../../../lib/firebase-config.ts';
import { takeReferralCode } from '../../../lib/pending-referral.ts';
import { routeForStage } from '../../../lib/routes.ts';

/**
 * Signs in with the provider through Firebase Authentication (popup), then exchanges the Firebase
 * ID token for our session. Firebase is loaded only when a member clicks a social button.
 */
async function firebaseIdToken(config: FirebaseWebConfig, provider: SocialProvider): Promise<string> {
  const [{ initializeApp, getApps }, auth] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app = getApps()[0] ?? initializeApp(config);
  const firebaseProvider =
    provider === 'Google'
      ? new auth.GoogleAuthProvider()
      : provider === 'Facebook'
        ? new auth.FacebookAuthProvider()
        : new auth.OAuthProvider('apple.com');
  const credential = await auth.signInWithPopup(auth.getAuth(app), firebaseProvider);
  return credential.user.getIdToken();
}

export const useSocialLogin = (config: FirebaseWebConfig) => {
  const queryClient = useQueryClient();
  const storeProfile = useStoreProfile();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (provider: SocialProvider) =>
      api.socialLogin({ provider, idToken: await firebaseIdToken(config, provider) }),
    onSuccess: ({ data }) => {
      // A social sign-in that has just created the account carries the invite code of a `?ref=` link
      // opened in this tab; a failure (e.g. a code that expired meanwhile) never stops the sign-in.
      const code = takeReferralCode();
      if (code && data.user.checkOutStatus === 'CHANGE_PASSWORD') {
        api
          .applyReferralCode({ code })
          .catch((error: unknown) => console.warn('Invite code not applied', error));
      }
      queryClient.setQueryData(getUserQueryOptions(data.user.id).queryKey, data.user);
      storeProfile(data.user);
      navigate(routeForStage(data.user.checkOutStatus), { replace: true });
    },
  });
};
