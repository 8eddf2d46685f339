/**
 * Access tokens are short-lived HS256 JWTs naming the user, role and session (refresh-token family).
 * Refresh tokens are opaque random strings; only their SHA-256 hash is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@barterbits/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error.ts';

export interface AccessClaims {
  userId: string;
  role: Role;
  sessionId: string;
}

export class TokenSigner {
  readonly #key: Uint8Array<ArrayBuffer>;
  /** The HMAC key imported once (jose would import the raw bytes again on every sign and verify). */
  #cryptoKey: Promise<CryptoKey> | undefined;
  /**
   * Tokens whose signature and claims were verified, with their expiry: a signed token cannot change,
   * so a repeat is answered without the WebCrypto HMAC job (the session is still checked in the
   * database on every request). Bounded; the oldest entries go first.
   */
  readonly #verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  static readonly VERIFIED_CACHE_SIZE = 10_000;
  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  #hmacKey(): Promise<CryptoKey> {
    this.#cryptoKey ??= crypto.subtle.importKey('raw', this.#key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return this.#cryptoKey;
  }

  async sign(c: AccessClaims): Promise<string> {
    return new SignJWT({ role: c.role, sid: c.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(c.userId)
      .setIssuedAt()
      .setIssuer('barterbits')
      .setAudience('barterbits')
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(await this.#hmacKey());
  }

  /** Verifies signature, issuer, audience and expiry. Throws TOKEN_EXPIRED or UNAUTHORIZED. */
  async verify(token: string): Promise<AccessClaims> {
    const known = this.#verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      this.#verified.delete(token);
      throw new AppError('TOKEN_EXPIRED');
    }
    return this.#verify(token);
  }

  async #verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.#hmacKey(), {
        algorithms: ['HS256'],
        issuer: 'barterbits',
        audience: 'barterbits',
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
        throw new AppError('UNAUTHORIZED');
      const role = payload.role === 'ADMIN' ? 'ADMIN' : payload.role === 'MEMBER' ? 'MEMBER' : null;
      if (!role) throw new AppError('UNAUTHORIZED');
      const claims: AccessClaims = { userId: payload.sub, role, sessionId: payload.sid };
      if (typeof payload.exp === 'number') {
        if (this.#verified.size >= TokenSigner.VERIFIED_CACHE_SIZE) {
          this.#verified.delete(this.#verified.keys().next().value!);
        }
        this.#verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      }
      return claims;
    } catch (e) {
      if (e instanceof AppError) throw e;
      if (e instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
      throw new AppError('UNAUTHORIZED');
    }
  }
}

export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newSecret = (): string => randomBytes(48).toString('base64url');
