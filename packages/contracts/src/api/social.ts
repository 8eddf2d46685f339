/** Social sign-in (Google, Facebook, Apple through Firebase Authentication) and choosing a password. */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZUser } from '../entities.ts';
import { dataEnvelope } from '../envelope.ts';
import { ZPasswordWithConfirmation } from '../rules.ts';
import { ZLoginResponse } from './auth.ts';

export const SOCIAL_PROVIDERS = ['Google', 'Facebook', 'Apple'] as const;
export const ZSocialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof ZSocialProvider>;

/** Firebase's `sign_in_provider` claim for each provider. */
export const FIREBASE_PROVIDER_IDS: Record<SocialProvider, string> = {
  Google: 'google.com',
  Facebook: 'facebook.com',
  Apple: 'apple.com',
};

export const ZSocialLoginRequest = z.object({
  provider: ZSocialProvider,
  /** The Firebase ID token from the client SDK after the provider's sign-in. */
  idToken: z.string().min(1, 'Required field.').max(8192),
});
export type TSocialLoginRequest = z.infer<typeof ZSocialLoginRequest>;
export const ZSocialLoginResponse = ZLoginResponse;

export const ZChoosePasswordRequest = ZPasswordWithConfirmation;
export type TChoosePasswordRequest = z.infer<typeof ZChoosePasswordRequest>;
export const ZChoosePasswordResponse = dataEnvelope(ZUser);

export const socialEndpoints = {
  socialLogin: {
    method: 'POST',
    path: '/auth/social-login',
    audience: 'public',
    summary:
      'Sign in or sign up with a Firebase ID token (Google, Facebook, Apple); new accounts start at CHANGE_PASSWORD',
    tag: 'auth',
    body: ZSocialLoginRequest,
    response: ZSocialLoginResponse,
  },
  choosePassword: {
    method: 'POST',
    path: '/auth/choose-password',
    audience: 'member',
    summary: 'A member who signed up with a social provider chooses a password (stage CHANGE_PASSWORD)',
    tag: 'auth',
    body: ZChoosePasswordRequest,
    response: ZChoosePasswordResponse,
  },
} as const satisfies Record<string, EndpointDef>;
