/**
 * Social sign-in: a verified Firebase identity signs in its account, or creates one at stage
 * CHANGE_PASSWORD. An account belongs to the method it was created with; any other method gets
 * "Sign in using the same method you used to create the account."
 */
import {
  ERROR_MESSAGES,
  FIREBASE_PROVIDER_IDS,
  type Locale,
  type SocialProvider,
  type TLoginResponse,
  USER_STATUS_IDS,
} from '@barterbits/contracts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { ClientInfo } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { isMemberAccount } from '../members/visibility.ts';
import { completeStage } from '../onboarding/stages.ts';
import type { FirebaseVerifier } from './firebase.ts';
import { createSocialRepository } from './social.repository.ts';

export function createSocialService(deps: Deps, verifier: FirebaseVerifier | null) {
  const { db } = deps;
  const repo = createSocialRepository(db);
  return {
    /** Signs in the identity's account; a new account reads BarterBits in `language` (the request's). */
    async login(
      provider: SocialProvider,
      idToken: string,
      client: ClientInfo,
      language: Locale,
    ): Promise<TLoginResponse['data']> {
      if (!verifier) throw new AppError('NOT_FOUND', 'Social sign-in is not enabled.');
      const id = await verifier.verify(idToken);
      if (id.signInProvider !== FIREBASE_PROVIDER_IDS[provider]) throw new AppError('INVALID_CREDENTIALS');
      if (!id.email) {
        throw new AppError(
          'BAD_REQUEST',
          'Your account did not share an e-mail address. Please use another method.',
        );
      }
      const email = id.email;
      const existing = await repo.findAccount(id.uid, email);
      let userId: string;
      if (existing) {
        if (existing.authMethod !== provider || (existing.socialId && existing.socialId !== id.uid)) {
          throw new AppError('SAME_SIGN_IN_METHOD', ERROR_MESSAGES.sameSignInMethod);
        }
        if (!isMemberAccount(existing)) throw new AppError('INVALID_CREDENTIALS');
        if (existing.statusId !== USER_STATUS_IDS.ACTIVE) throw new AppError('ACCOUNT_SUSPENDED');
        userId = existing.id;
      } else {
        userId = await db.transaction((tx) =>
          createSocialRepository(tx).createMember({
            email,
            provider,
            socialId: id.uid,
            emailVerified: id.emailVerified,
            language,
          }),
        );
      }
      const tokens = await deps.auth.startSession(userId, 'MEMBER', client);
      const user = await deps.users.getSelf({ userId, role: 'MEMBER', sessionId: '' });
      return { ...tokens, user };
    },

    /** Stage CHANGE_PASSWORD: set the password; a provider-verified e-mail also skips e-mail verification. */
    async choosePassword(auth: AuthContext, password: string) {
      const { userId } = auth;
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const r = createSocialRepository(tx);
        const verified = await r.isEmailVerified(userId);
        await completeStage(tx, userId, 'CHANGE_PASSWORD');
        await r.setPasswordHash(userId, hash);
        if (verified) await completeStage(tx, userId, 'EMAIL_VERIFICATION');
      });
      return deps.users.getSelf(auth);
    },
  };
}
