/**
 * Accounts: custom sign-up with e-mail verification, forgot / reset password and change password.
 * - E-mailed links carry a random token; only its SHA-256 is stored, it works once and expires.
 * - Forgot-password answers the same, in the same time, whether or not the account exists: the look-up,
 *   the link and the e-mail happen after the answer (lib/background.ts).
 * - A reset ends every session; a change ends every session but the current one.
 * - E-mail change: after the current password (the password-change token), a verification link goes
 *   to the new address and approve / decline links to the current one (one token per address, both
 *   created together). The change takes effect, inside the call of whichever link comes second, once
 *   the new address is verified AND the current one approved; a decline cancels it and signs the
 *   account out everywhere. A newer request cancels older ones. Cancelled tokens are stored with
 *   usedAt = expiresAt, consumed ones with usedAt < expiresAt.
 */
import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_TTL_SECONDS,
  EMAIL_VERIFICATION_TTL_SECONDS,
  type EmailTokenPurpose,
  ERROR_MESSAGES,
  FORGOT_PASSWORD_THROTTLE,
  type Locale,
  PAGES,
  PASSWORD_CHANGE_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
  RESEND_VERIFICATION_COOLDOWN_SECONDS,
  SIGN_UP_THROTTLE,
  type TEmailChangeStatus,
  type TLoginResponse,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import {
  emailChangeApproveMail,
  emailChangeDeclinedMail,
  emailChangedMail,
  emailChangeVerifyMail,
  emailVerificationMail,
  type MailBrand,
  passwordChangedMail,
  passwordResetMail,
} from '../../adapters/mail-templates.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { runInBackground } from '../../lib/background.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import type { ClientInfo } from '../auth/auth.service.ts';
import { signInKeys } from '../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken, newRefreshToken } from '../auth/tokens.ts';
import { completeStage } from '../onboarding/stages.ts';
import { attachReferralAtSignUp } from '../referrals/hooks.ts';
import { languageOf } from '../users/language.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createAccountsRepository } from './accounts.repository.ts';

const secondsFromNow = (s: number) => new Date(Date.now() + s * 1000);

/**
 * The current-password check of a signed-in member (POST /user/verify-password): only the session's
 * owner reaches it, so it locks, per account, apart from sign-in. The client retries a 401 once
 * after a token refresh (spec §4), so each wrong attempt may arrive twice.
 */
export const PASSWORD_CHECK_THROTTLE = {
  windowSeconds: 15 * 60,
  maxFailures: 10,
  lockSeconds: 15 * 60,
} as const;

export function createAccountsService(deps: Pick<Deps, 'db' | 'config' | 'auth' | 'mailer'>) {
  const { db, config, auth: authService, mailer } = deps;
  const repo = createAccountsRepository(db);
  const usersRepo = createUsersRepository(db);
  const authRepo = createAuthRepository(db);
  const brand: MailBrand = { productName: config.productName, supportEmail: config.supportEmail };
  const pageUrl = (path: string) => `${config.publicUrl}${path}`;
  const link = (path: string, token: string) => `${pageUrl(path)}?token=${encodeURIComponent(token)}`;

  const isLocked = async (key: string) => {
    const t = await authRepo.getThrottle(key);
    return !!t?.lockedUntil && t.lockedUntil > new Date();
  };

  /** A new single-use token of `purpose`; older unused ones of the same purpose stop working. */
  async function issueToken(
    r: ReturnType<typeof createAccountsRepository>,
    userId: string,
    purpose: EmailTokenPurpose,
    ttlSeconds: number,
  ): Promise<string> {
    const token = newRefreshToken();
    await r.invalidateTokens(userId, purpose);
    await r.insertToken({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: secondsFromNow(ttlSeconds),
    });
    return token;
  }

  /** The token row if it is of `purpose`, unused and not expired; LINK_INVALID / LINK_EXPIRED otherwise. */
  async function checkToken(
    token: string,
    purpose: EmailTokenPurpose,
    messages?: { invalid: string; expired: string },
  ) {
    const row = await repo.findToken(hashToken(token));
    if (!row || row.purpose !== purpose) throw new AppError('LINK_INVALID', messages?.invalid);
    if (row.usedAt || row.expiresAt <= new Date()) throw new AppError('LINK_EXPIRED', messages?.expired);
    return row;
  }

  const alreadyAssociated = () =>
    new AppError('EMAIL_ALREADY_ASSOCIATED', ERROR_MESSAGES.emailAlreadyAssociated, {
      fieldErrors: { newEmail: [ERROR_MESSAGES.emailAlreadyAssociated] },
    });

  /**
   * Uses one link of an e-mail change (verify from the new address, approve / decline from the
   * current one) and applies the change when both sides are done. `caller`: the session of a
   * signed-in caller; kept, when it belongs to the same account, as the change revokes the others.
   */
  async function useEmailChangeLink(
    token: string,
    action: 'verify' | 'approve' | 'decline',
    caller?: AuthContext | null,
  ): Promise<{ status: TEmailChangeStatus; newEmail: string }> {
    const purpose: EmailTokenPurpose = action === 'verify' ? 'EMAIL_CHANGE_VERIFY' : 'EMAIL_CHANGE_APPROVE';
    const partnerPurpose: EmailTokenPurpose =
      action === 'verify' ? 'EMAIL_CHANGE_APPROVE' : 'EMAIL_CHANGE_VERIFY';
    const row = await checkToken(token, purpose);
    const newEmail = row.newEmail;
    if (!newEmail) throw new AppError('LINK_INVALID');
    const keepSessionId = caller && caller.userId === row.userId ? caller.sessionId : undefined;

    type Outcome =
      | { status: 'AWAITING_APPROVAL' | 'AWAITING_VERIFICATION' }
      | { status: 'DECLINED'; email: string }
      | { status: 'CHANGED'; oldEmail: string }
      | { status: 'TAKEN' };
    let outcome: Outcome;
    try {
      outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const r = createAccountsRepository(tx);
        // The user row lock serialises the two links of one request.
        const user = await r.lockUser(row.userId);
        if (!user) throw new AppError('LINK_INVALID');
        if (!(await r.useToken(row.id))) throw new AppError('LINK_EXPIRED');
        if (action === 'decline') {
          await r.cancelTokens(row.userId, ['EMAIL_CHANGE_VERIFY']);
          // Whoever asked knew the password: every other session ends. The owner's own signed-in
          // session (the one declining) stays, so the page can lead them to a new password.
          await r.revokeSessions(row.userId, 'email-change-declined', keepSessionId);
          return { status: 'DECLINED', email: user.email };
        }
        const partner = await r.findPartnerToken(row.userId, partnerPurpose, row.createdAt);
        const partnerDone = !!partner?.usedAt && partner.usedAt < partner.expiresAt;
        if (!partnerDone) {
          return { status: action === 'verify' ? 'AWAITING_APPROVAL' : 'AWAITING_VERIFICATION' };
        }
        const owner = await createUsersRepository(tx).findAuthByEmail(newEmail);
        if (owner && owner.id !== row.userId) {
          // Taken since the request: the request ends (committed), the caller gets 409.
          await r.cancelTokens(row.userId, ['EMAIL_CHANGE_VERIFY', 'EMAIL_CHANGE_APPROVE']);
          return { status: 'TAKEN' };
        }
        await r.setEmail(row.userId, newEmail);
        await r.revokeSessions(row.userId, 'email-change', keepSessionId);
        // Links mailed to the old address stop working.
        await r.cancelTokens(row.userId, ['PASSWORD_RESET', 'PASSWORD_CHANGE', 'EMAIL_VERIFICATION']);
        return { status: 'CHANGED', oldEmail: user.email };
      });
    } catch (e) {
      // Another account took the address at the same moment (users_email_key).
      if (uniqueViolation(e) !== null) throw alreadyAssociated();
      throw e;
    }

    if (outcome.status === 'TAKEN') throw alreadyAssociated();
    if (outcome.status === 'DECLINED') {
      await mailer.send(
        emailChangeDeclinedMail(
          brand,
          outcome.email,
          pageUrl(PAGES.forgetPassword.path),
          await languageOf(db, row.userId),
        ),
      );
    }
    if (outcome.status === 'CHANGED') {
      const v = { oldEmail: outcome.oldEmail, newEmail, signInLink: pageUrl(PAGES.signIn.path) };
      const language = await languageOf(db, row.userId);
      await mailer.send(emailChangedMail(brand, outcome.oldEmail, v, language));
      await mailer.send(emailChangedMail(brand, newEmail, v, language));
    }
    return { status: outcome.status, newEmail };
  }

  /** The work of a forgot-password request, done after its answer. */
  async function sendResetLink(email: string, client: ClientInfo): Promise<void> {
    const { windowSeconds, maxPerAccount, maxPerAddress } = FORGOT_PASSWORD_THROTTLE;
    const ipKey = `forgot:ip:${client.ip}`;
    const accountKey = `forgot:acct:${email}`;
    // Counted first and refused past the limit in one statement each, so concurrent requests
    // (these run in the background, in parallel on PostgreSQL) cannot all slip under it.
    if ((await authRepo.recordFailure(ipKey, windowSeconds, maxPerAddress, windowSeconds)) > maxPerAddress)
      return;
    const user = await usersRepo.findAuthByEmail(email);
    if (!user) return;
    if (
      (await authRepo.recordFailure(accountKey, windowSeconds, maxPerAccount, windowSeconds)) > maxPerAccount
    )
      return;
    const token = await db.transaction((tx) =>
      issueToken(createAccountsRepository(tx), user.id, 'PASSWORD_RESET', PASSWORD_RESET_TTL_SECONDS),
    );
    await mailer.send(
      passwordResetMail(
        brand,
        user.email,
        link(PAGES.newPassword.path, token),
        await languageOf(db, user.id),
      ),
    );
  }

  return {
    /** A new member account, reading BarterBits in `language` (the language of the sign-up request). */
    async signUp(
      input: { email: string; password: string; referralCode?: string | undefined },
      client: ClientInfo,
      language: Locale,
    ): Promise<TLoginResponse['data']> {
      const ipKey = `signup:ip:${client.ip}`;
      const { windowSeconds, maxPerAddress } = SIGN_UP_THROTTLE;
      if ((await authRepo.recordFailure(ipKey, windowSeconds, maxPerAddress, windowSeconds)) > maxPerAddress)
        throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.signUpTooMany);

      const taken = (social: boolean) => {
        const message = social ? ERROR_MESSAGES.sameSignInMethod : ERROR_MESSAGES.emailAlreadyAssociated;
        return new AppError('EMAIL_ALREADY_ASSOCIATED', message, { fieldErrors: { email: [message] } });
      };
      const existing = await usersRepo.findAuthByEmail(input.email);
      if (existing) throw taken(existing.authMethod !== 'Custom');

      const passwordHash = await hashPassword(input.password);
      let created: { userId: string; token: string };
      try {
        created = await db.transaction(async (tx) => {
          const r = createAccountsRepository(tx);
          const userId = await r.createMember(input.email, passwordHash, language);
          // invitedBy and the referral from the code (or an e-mail invite); never fails the sign-up.
          await attachReferralAtSignUp(tx, { id: userId, email: input.email }, input.referralCode);
          const token = await issueToken(r, userId, 'EMAIL_VERIFICATION', EMAIL_VERIFICATION_TTL_SECONDS);
          return { userId, token };
        });
      } catch (e) {
        // Another sign-up with the same address won the race.
        if (uniqueViolation(e) !== null) throw taken(false);
        throw e;
      }
      await mailer.send(
        emailVerificationMail(brand, input.email, link(PAGES.emailVerified.path, created.token), language),
      );
      const tokens = await authService.startSession(created.userId, 'MEMBER', client);
      const user = await usersRepo.findById(created.userId);
      return { ...tokens, user: user! };
    },

    async verifyEmail(token: string): Promise<{ email: string }> {
      const row = await checkToken(token, 'EMAIL_VERIFICATION');
      await db.transaction(async (tx) => {
        const r = createAccountsRepository(tx);
        if (!(await r.useToken(row.id))) throw new AppError('LINK_EXPIRED');
        await r.markEmailVerified(row.userId);
        const user = await r.lockUser(row.userId);
        if (user?.stage === 'EMAIL_VERIFICATION') await completeStage(tx, row.userId, 'EMAIL_VERIFICATION');
      });
      return { email: row.email };
    },

    async resendVerification(auth: AuthContext): Promise<void> {
      const { userId } = auth;
      const sent = await db.transaction(async (tx) => {
        const r = createAccountsRepository(tx);
        const user = await r.lockUser(userId);
        if (!user) throw new AppError('NOT_FOUND');
        if (user.stage !== 'EMAIL_VERIFICATION') throw new AppError('ONBOARDING_STAGE');
        const last = await r.latestTokenAt(userId, 'EMAIL_VERIFICATION');
        if (last && Date.now() - last.getTime() < RESEND_VERIFICATION_COOLDOWN_SECONDS * 1000) {
          throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.resendTooSoon);
        }
        const token = await issueToken(r, userId, 'EMAIL_VERIFICATION', EMAIL_VERIFICATION_TTL_SECONDS);
        return { email: user.email, token };
      });
      await mailer.send(
        emailVerificationMail(
          brand,
          sent.email,
          link(PAGES.emailVerified.path, sent.token),
          await languageOf(db, userId),
        ),
      );
    },

    /**
     * Always succeeds at once; afterwards, a reset link is mailed to an existing account, quietly
     * throttled. Nothing that depends on the account runs before the answer.
     */
    async forgotPassword(email: string, client: ClientInfo): Promise<void> {
      runInBackground('forgot-password', () => sendResetLink(email, client));
    },

    async verifyResetLink(token: string): Promise<{ email: string }> {
      const row = await checkToken(token, 'PASSWORD_RESET');
      return { email: row.email };
    },

    async resetPassword(input: { token: string; password: string }): Promise<void> {
      const row = await checkToken(input.token, 'PASSWORD_RESET');
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const r = createAccountsRepository(tx);
        if (!(await r.useToken(row.id))) throw new AppError('LINK_EXPIRED');
        await r.setPassword(row.userId, passwordHash);
        await r.revokeSessions(row.userId, 'password-reset');
        await r.invalidateTokens(row.userId, 'PASSWORD_CHANGE');
        // The owner proved control of the address: sign-in slowdowns of the account end, and
        // browsers trusted so far (maybe one that learnt the old password) are trusted no more.
        const a = createAuthRepository(tx);
        await a.clearThrottle(signInKeys.account(row.email));
        await a.clearThrottlePrefix(signInKeys.pairPrefix(row.email));
        await r.forgetDevices(row.userId);
      });
      await mailer.send(
        passwordChangedMail(brand, row.email, pageUrl(PAGES.signIn.path), await languageOf(db, row.userId)),
      );
    },

    /** Confirms the current password; answers a single-use password-change token. */
    async verifyPassword(auth: AuthContext, password: string): Promise<{ token: string; expiresIn: number }> {
      const user = await usersRepo.findAuthById(auth.userId);
      if (!user) throw new AppError('NOT_FOUND');
      // Counted apart from sign-in failures, which others can cause (PASSWORD_CHECK_THROTTLE).
      const checkKey = `pwcheck:${user.id}`;
      if (await isLocked(checkKey)) throw new AppError('TOO_MANY_LOGIN_ATTEMPTS');
      if (!(await verifyPassword(user.passwordHash, password))) {
        const { windowSeconds, maxFailures, lockSeconds } = PASSWORD_CHECK_THROTTLE;
        await authRepo.recordFailure(checkKey, windowSeconds, maxFailures, lockSeconds);
        throw new AppError('INCORRECT_CREDENTIALS', ERROR_MESSAGES.incorrectCredentials, {
          fieldErrors: { password: [ERROR_MESSAGES.incorrectCredentials] },
        });
      }
      await authRepo.clearThrottle(checkKey);
      const token = await db.transaction((tx) =>
        issueToken(createAccountsRepository(tx), user.id, 'PASSWORD_CHANGE', PASSWORD_CHANGE_TTL_SECONDS),
      );
      return { token, expiresIn: PASSWORD_CHANGE_TTL_SECONDS };
    },

    async changePassword(auth: AuthContext, input: { token: string; password: string }): Promise<void> {
      const messages = {
        invalid: ACCOUNT_MESSAGES.passwordChangeExpired,
        expired: ACCOUNT_MESSAGES.passwordChangeExpired,
      };
      const row = await checkToken(input.token, 'PASSWORD_CHANGE', messages);
      if (row.userId !== auth.userId) throw new AppError('LINK_INVALID', messages.invalid);
      const user = await usersRepo.findAuthById(auth.userId);
      if (!user) throw new AppError('NOT_FOUND');
      if (await verifyPassword(user.passwordHash, input.password)) {
        const message = VALIDATION_MESSAGES.newPasswordMustDiffer;
        throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { password: [message] } });
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const r = createAccountsRepository(tx);
        if (!(await r.useToken(row.id))) throw new AppError('LINK_EXPIRED', messages.expired);
        await r.setPassword(auth.userId, passwordHash);
        await r.revokeSessions(auth.userId, 'password-change', auth.sessionId);
        await r.invalidateTokens(auth.userId, 'PASSWORD_RESET');
      });
      await mailer.send(
        passwordChangedMail(brand, user.email, pageUrl(PAGES.signIn.path), await languageOf(db, user.id)),
      );
    },

    /**
     * Starts an e-mail change with the password-change token of /user/verify-password: checks the
     * new address, cancels older requests and mails both addresses.
     */
    async requestEmailChange(
      auth: AuthContext,
      input: { token: string; newEmail: string },
    ): Promise<{ currentEmail: string; newEmail: string; expiresIn: number }> {
      const messages = {
        invalid: ACCOUNT_MESSAGES.passwordChangeExpired,
        expired: ACCOUNT_MESSAGES.passwordChangeExpired,
      };
      const row = await checkToken(input.token, 'PASSWORD_CHANGE', messages);
      if (row.userId !== auth.userId) throw new AppError('LINK_INVALID', messages.invalid);
      const user = await usersRepo.findAuthById(auth.userId);
      if (!user) throw new AppError('NOT_FOUND');
      if (user.checkOutStatus !== 'COMPLETED') throw new AppError('ONBOARDING_STAGE');
      const newEmail = input.newEmail.toLowerCase();
      if (newEmail === user.email) {
        const message = EMAIL_CHANGE_MESSAGES.sameEmail;
        throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { newEmail: [message] } });
      }
      if (await usersRepo.findAuthByEmail(newEmail)) throw alreadyAssociated();

      const verifyToken = newRefreshToken();
      const approveToken = newRefreshToken();
      await db.transaction(async (tx) => {
        const r = createAccountsRepository(tx);
        await r.lockUser(user.id);
        if (!(await r.useToken(row.id))) throw new AppError('LINK_EXPIRED', messages.expired);
        await r.cancelTokens(user.id, ['EMAIL_CHANGE_VERIFY', 'EMAIL_CHANGE_APPROVE']);
        const createdAt = new Date();
        const expiresAt = secondsFromNow(EMAIL_CHANGE_TTL_SECONDS);
        for (const [purpose, token] of [
          ['EMAIL_CHANGE_VERIFY', verifyToken],
          ['EMAIL_CHANGE_APPROVE', approveToken],
        ] as const) {
          await r.insertToken({
            userId: user.id,
            purpose,
            tokenHash: hashToken(token),
            expiresAt,
            newEmail,
            createdAt,
          });
        }
      });
      const approve = link(PAGES.verifyEmailChange.path, approveToken);
      const language = await languageOf(db, user.id);
      await mailer.send(
        emailChangeVerifyMail(brand, newEmail, link(PAGES.verifyEmailChange.path, verifyToken), language),
      );
      await mailer.send(
        emailChangeApproveMail(
          brand,
          user.email,
          newEmail,
          `${approve}&action=approve`,
          `${approve}&action=decline`,
          language,
        ),
      );
      return { currentEmail: user.email, newEmail, expiresIn: EMAIL_CHANGE_TTL_SECONDS };
    },

    /** The new address's link: verified; the change happens if the current address approved already. */
    verifyEmailChange: (token: string, caller?: AuthContext | null) =>
      useEmailChangeLink(token, 'verify', caller),

    /** The current address's Approve link: the change happens if the new address is verified already. */
    approveEmailChange: (token: string, caller?: AuthContext | null) =>
      useEmailChangeLink(token, 'approve', caller),

    /** The current address's Decline link: cancels the request and signs the account out everywhere. */
    declineEmailChange: (token: string, caller?: AuthContext | null) =>
      useEmailChangeLink(token, 'decline', caller),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
