/**
 * Sign-in, token rotation and sign-out.
 * - Login answers "Invalid credentials" alike for unknown e-mails, wrong passwords and the wrong portal.
 * - Failures are counted per account and per client address; past the limit the answer is 429.
 * - Each refresh token works once. Presenting a used one revokes its whole session family.
 */
import {
  ERROR_MESSAGES,
  LOGIN_THROTTLE,
  ROLE_IDS,
  type Role,
  type TLoginResponse,
  type TTokenPair,
  USER_STATUS_IDS,
} from '@barterbits/contracts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createAuthRepository } from './auth.repository.ts';
import { verifyPassword } from './passwords.ts';
import { sessionCache } from './session-cache.ts';
import { hashToken, newRefreshToken, type TokenSigner } from './tokens.ts';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export function createAuthService(deps: { db: Db; signer: TokenSigner; config: AppConfig }) {
  const { db, signer, config } = deps;
  const authRepo = createAuthRepository(db);
  const usersRepo = createUsersRepository(db);
  const roleOf = (roleId: number): Role => (roleId === ROLE_IDS.ADMIN ? 'ADMIN' : 'MEMBER');

  async function issueTokens(
    repo: ReturnType<typeof createAuthRepository>,
    sessionId: string,
    userId: string,
    role: Role,
  ): Promise<TTokenPair> {
    const refreshToken = newRefreshToken();
    await repo.insertRefreshToken({
      sessionId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + config.refreshTokenTtlSeconds * 1000),
    });
    const accessToken = await signer.sign({ userId, role, sessionId });
    return { accessToken, refreshToken, expiresIn: signer.ttlSeconds };
  }

  async function assertNotLocked(keys: string[]) {
    for (const key of keys) {
      const t = await authRepo.getThrottle(key);
      if (t?.lockedUntil && t.lockedUntil > new Date()) throw new AppError('TOO_MANY_LOGIN_ATTEMPTS');
    }
  }

  async function recordFailure(accountKey: string, ipKey: string) {
    const { windowSeconds, maxFailuresPerAccount, maxFailuresPerAddress, lockSeconds } = LOGIN_THROTTLE;
    await authRepo.recordFailure(accountKey, windowSeconds, maxFailuresPerAccount, lockSeconds);
    await authRepo.recordFailure(ipKey, windowSeconds, maxFailuresPerAddress, lockSeconds);
  }

  /** Opens a new session (refresh-token family) for the user and returns its first token pair. */
  async function startSession(userId: string, role: Role, client: ClientInfo): Promise<TTokenPair> {
    return db.transaction(async (tx) => {
      const repo = createAuthRepository(tx);
      const sessionId = await repo.createSession({
        userId,
        expiresAt: new Date(Date.now() + config.refreshTokenTtlSeconds * 1000),
        ...(client.userAgent ? { userAgent: client.userAgent } : {}),
        ip: client.ip,
      });
      await createUsersRepository(tx).touchLastLogin(userId);
      return issueTokens(repo, sessionId, userId, role);
    });
  }

  return {
    startSession,

    async login(
      input: { email: string; password: string; portal: 'MEMBER' | 'ADMIN' },
      client: ClientInfo,
    ): Promise<TLoginResponse['data']> {
      const accountKey = `acct:${input.email}`;
      const ipKey = `ip:${client.ip}`;
      await assertNotLocked([accountKey, ipKey]);

      const user = await usersRepo.findAuthByEmail(input.email);
      // Accounts created with Google, Facebook or Apple sign in only that way (spec §8 message).
      if (user && user.authMethod !== 'Custom') {
        throw new AppError('SAME_SIGN_IN_METHOD', ERROR_MESSAGES.sameSignInMethod);
      }
      const ok = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !ok) {
        await recordFailure(accountKey, ipKey);
        throw new AppError('INVALID_CREDENTIALS');
      }
      const role = roleOf(user.roleId);
      // The right password for the wrong app reads like any failed sign-in, but is not counted.
      if (role !== input.portal) throw new AppError('INVALID_CREDENTIALS');
      if (user.statusId !== USER_STATUS_IDS.ACTIVE) throw new AppError('ACCOUNT_SUSPENDED');
      await authRepo.clearThrottle(accountKey);

      const tokens = await startSession(user.id, role, client);
      const profile = await usersRepo.findById(user.id);
      return { ...tokens, user: profile! };
    },

    async refresh(token: string): Promise<TTokenPair> {
      const row = await authRepo.findRefreshToken(hashToken(token));
      if (!row) throw new AppError('REFRESH_TOKEN_INVALID');
      if (row.usedAt) {
        await authRepo.revokeSession(row.sessionId, 'refresh-token-reuse');
        throw new AppError('REFRESH_TOKEN_REUSED');
      }
      const now = new Date();
      if (row.sessionRevokedAt || row.expiresAt <= now || row.sessionExpiresAt <= now) {
        throw new AppError('REFRESH_TOKEN_INVALID');
      }
      if (row.statusId !== USER_STATUS_IDS.ACTIVE) throw new AppError('ACCOUNT_SUSPENDED');
      const tokens = await db.transaction(async (tx) => {
        const repo = createAuthRepository(tx);
        // Lost a race with another use of the same token: that is reuse too.
        if (!(await repo.markRefreshTokenUsed(row.id))) return null;
        await repo.touchSession(row.sessionId);
        return issueTokens(repo, row.sessionId, row.userId, roleOf(row.roleId));
      });
      if (!tokens) {
        await authRepo.revokeSession(row.sessionId, 'refresh-token-reuse');
        throw new AppError('REFRESH_TOKEN_REUSED');
      }
      return tokens;
    },

    async logout(sessionId: string) {
      await authRepo.revokeSession(sessionId, 'logout');
    },

    /**
     * A new token pair for an existing, active session (e.g. after set-pin, spec §7). Earlier refresh
     * tokens of the session stay valid until used or expired, so a refresh racing this call is not reuse.
     */
    async reissueTokens(auth: { sessionId: string; userId: string; role: Role }): Promise<TTokenPair> {
      const session = await authRepo.findActiveSession(auth.sessionId, auth.userId);
      if (!session) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
      await authRepo.touchSession(auth.sessionId);
      return issueTokens(authRepo, auth.sessionId, auth.userId, roleOf(session.roleId));
    },

    /** Checks an access token and that its session and account are still good. */
    async authenticate(accessToken: string) {
      const claims = await signer.verify(accessToken);
      let session = sessionCache.get(claims.sessionId, claims.userId);
      if (!session) {
        const found = await authRepo.findActiveSession(claims.sessionId, claims.userId);
        if (!found) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
        session = { userId: claims.userId, statusId: found.statusId, roleId: found.roleId };
        sessionCache.set(claims.sessionId, session);
      }
      if (session.statusId !== USER_STATUS_IDS.ACTIVE) throw new AppError('ACCOUNT_SUSPENDED');
      return { ...claims, role: roleOf(session.roleId) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
