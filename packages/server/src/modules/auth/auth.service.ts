/**
 * Sign-in, token rotation and sign-out.
 * - Login answers "Invalid credentials" alike for unknown e-mails, wrong passwords and the wrong portal.
 * - Failures slow sign-in down (429 with Retry-After) by the rules of login-throttle.ts: per account
 *   and client always, per account and per address only for clients the account does not know.
 * - Each refresh token works once. Presenting a used one revokes its whole session family.
 */
import {
  ERROR_MESSAGES,
  PAGES,
  type Role,
  roleById,
  type TLoginResponse,
  type TTokenPair,
  USER_STATUS_IDS,
} from '@barterbits/contracts';
import { signInThrottledMail } from '../../adapters/mail-templates.ts';
import { createMailer, type Mailer } from '../../adapters/mailer.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { runInBackground } from '../../lib/background.ts';
import { languageOf } from '../users/language.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createAuthRepository } from './auth.repository.ts';
import { SIGN_IN_THROTTLE, SignInThrottledError, signInKeys } from './login-throttle.ts';
import { installPasswordStrengthCheck } from './password-strength.ts';
import { verifyPassword } from './passwords.ts';
import { revocationsHeard } from './revocations.ts';
import { sessionCache } from './session-cache.ts';
import { hashToken, newRefreshToken, type TokenSigner } from './tokens.ts';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** The device cookie's token, when the browser sent one. */
  deviceToken?: string | undefined;
}

/** Stands in for "no account" in look-ups that run for unknown e-mails too (same work either way). */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

export function createAuthService(deps: { db: Db; signer: TokenSigner; config: AppConfig; mailer?: Mailer }) {
  const { db, signer, config } = deps;
  const mailer = deps.mailer ?? createMailer(db, config);
  const authRepo = createAuthRepository(db);
  const usersRepo = createUsersRepository(db);
  // Every password set through the contracts (sign-up, choose / reset / change password) is checked.
  installPasswordStrengthCheck();

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

  /** Whether the account knows the client: its device cookie, or an address it signed in from. */
  async function knownClient(userId: string, client: ClientInfo, deviceHash: string | null) {
    const { deviceDays, knownAddressDays } = SIGN_IN_THROTTLE;
    const device = deviceHash ? await authRepo.isTrustedDevice(deviceHash, userId, deviceDays) : false;
    const address = device || (await authRepo.signedInFrom(userId, client.ip, knownAddressDays));
    return { device, known: device || address };
  }

  /** E-mails the owner that sign-in is being slowed down, once per throttle window, after the answer. */
  function noticeThrottled(user: { id: string; email: string }) {
    runInBackground('sign-in-throttled-notice', async () => {
      if (!(await authRepo.claimOncePerWindow(signInKeys.notice(user.id), SIGN_IN_THROTTLE.windowSeconds)))
        return;
      const brand = { productName: config.productName, supportEmail: config.supportEmail };
      await mailer.send(
        signInThrottledMail(
          brand,
          user.email,
          `${config.publicUrl}${PAGES.forgetPassword.path}`,
          await languageOf(db, user.id),
        ),
      );
    });
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

    /**
     * Signs in with e-mail and password. `deviceToken` of the answer: the device cookie to set (the
     * browser's own when it sent one), trusted for this account from now on.
     */
    async login(
      input: { email: string; password: string; portal: 'MEMBER' | 'ADMIN' },
      client: ClientInfo,
    ): Promise<TLoginResponse['data'] & { deviceToken: string }> {
      const { windowSeconds } = SIGN_IN_THROTTLE;
      const user = await usersRepo.findAuthByEmail(input.email);
      const deviceHash = client.deviceToken ? hashToken(client.deviceToken) : null;
      const trust = await knownClient(user?.id ?? NO_USER_ID, client, deviceHash);
      const pairKey = signInKeys.pair(input.email, {
        ip: client.ip,
        deviceHash: trust.device ? deviceHash : null,
      });
      const accountKey = signInKeys.account(input.email);
      const addressKey = signInKeys.address(client.ip);
      if (!trust.known) {
        const wait = await authRepo.secondsUntilAllowed([accountKey, addressKey]);
        if (wait > 0) throw new SignInThrottledError(wait);
      }
      // Accounts created with Google, Facebook or Apple sign in only that way (spec §8 message).
      if (user && user.authMethod !== 'Custom') {
        throw new AppError('SAME_SIGN_IN_METHOD', ERROR_MESSAGES.sameSignInMethod);
      }
      const attempt = await authRepo.takeAttempt(pairKey, SIGN_IN_THROTTLE.pair, windowSeconds);
      if (!attempt.allowed) throw new SignInThrottledError(attempt.retryAfterSeconds);

      const ok = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !ok) {
        const accountFailures = await authRepo.recordSlowdownFailure(
          accountKey,
          SIGN_IN_THROTTLE.account,
          windowSeconds,
        );
        await authRepo.recordSlowdownFailure(addressKey, SIGN_IN_THROTTLE.address, windowSeconds);
        const slowed =
          attempt.failures >= SIGN_IN_THROTTLE.pair.free || accountFailures >= SIGN_IN_THROTTLE.account.free;
        if (user && slowed) noticeThrottled(user);
        throw new AppError('INVALID_CREDENTIALS');
      }
      // The right password: the attempt taken on the pair is given back.
      await authRepo.clearThrottle(pairKey);
      const role = roleById(user.roleId);
      // The right password for the wrong app reads like any failed sign-in, but is not counted.
      if (role !== input.portal) throw new AppError('INVALID_CREDENTIALS');
      if (user.statusId !== USER_STATUS_IDS.ACTIVE) throw new AppError('ACCOUNT_SUSPENDED');

      const deviceToken = client.deviceToken ?? newRefreshToken();
      await authRepo.trustDevice(hashToken(deviceToken), user.id);
      const tokens = await startSession(user.id, role, client);
      const profile = await usersRepo.findById(user.id);
      return { ...tokens, user: profile!, deviceToken };
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
        return issueTokens(repo, row.sessionId, row.userId, roleById(row.roleId));
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
      return issueTokens(authRepo, auth.sessionId, auth.userId, roleById(session.roleId));
    },

    /**
     * Checks an access token and that its session and account are still good; also gives the account's
     * language (read by the same check).
     */
    async authenticate(accessToken: string) {
      const claims = await signer.verify(accessToken);
      let session = sessionCache.get(claims.sessionId, claims.userId);
      if (session) {
        // What is remembered may have been revoked on another instance a moment ago.
        const heard = revocationsHeard();
        if (heard) session = (await heard) ? sessionCache.get(claims.sessionId, claims.userId) : null;
      }
      if (!session) {
        const found = await authRepo.findActiveSession(claims.sessionId, claims.userId);
        if (!found) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
        session = {
          userId: claims.userId,
          statusId: found.statusId,
          roleId: found.roleId,
          language: found.language,
        };
        sessionCache.set(claims.sessionId, session);
      }
      if (session.statusId !== USER_STATUS_IDS.ACTIVE) throw new AppError('ACCOUNT_SUSPENDED');
      return { ...claims, role: roleById(session.roleId), language: session.language };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
