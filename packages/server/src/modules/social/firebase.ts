/**
 * Verifies Firebase Authentication ID tokens as Firebase documents it: RS256 signature by a key of
 * the published JWKS (fetched and cached by jose), issuer https://securetoken.google.com/<project>,
 * audience <project>, not expired, issued and authenticated in the past, non-empty subject.
 */
import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error.ts';

export interface FirebaseIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Firebase's sign_in_provider, e.g. google.com. */
  signInProvider: string | null;
  name: string | null;
}

export interface FirebaseVerifier {
  verify(idToken: string): Promise<FirebaseIdentity>;
}

interface FirebaseClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean;
  auth_time?: number;
  name?: string;
  firebase?: { sign_in_provider?: string };
}

export function createFirebaseVerifier(opts: { projectId: string; jwksUrl: string }): FirebaseVerifier {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), {
    cooldownDuration: 30_000,
    cacheMaxAge: 6 * 3600_000,
  });
  const issuer = `https://securetoken.google.com/${opts.projectId}`;
  return {
    async verify(idToken) {
      let payload: FirebaseClaims;
      try {
        ({ payload } = await jwtVerify<FirebaseClaims>(idToken, jwks, {
          algorithms: ['RS256'],
          issuer,
          audience: opts.projectId,
          clockTolerance: 5,
        }));
      } catch (e) {
        if (e instanceof joseErrors.JOSEError) throw new AppError('INVALID_CREDENTIALS');
        throw e;
      }
      const now = Math.floor(Date.now() / 1000);
      if (!payload.sub || (payload.auth_time ?? Number.POSITIVE_INFINITY) > now + 5) {
        throw new AppError('INVALID_CREDENTIALS');
      }
      return {
        uid: payload.sub,
        email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
        emailVerified: payload.email_verified === true,
        signInProvider: payload.firebase?.sign_in_provider ?? null,
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    },
  };
}
