/**
 * The wallet PIN: chosen at onboarding (stage PIN_SETUP, which then continues with the general
 * location), checked, changed with the proof of a check, and reset through an e-mailed link.
 * Only its argon2id hash is stored.
 */
import {
  DEFAULT_BRAND,
  PAGES,
  PIN_MESSAGES,
  PIN_RESET_LINK_TTL_SECONDS,
  PIN_TOKEN_TTL_SECONDS,
  type TTokenPair,
  type TUser,
} from '@barterbits/contracts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken, newRefreshToken } from '../auth/tokens.ts';
import { STAGE_ORDER } from '../onboarding/stages.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { checkPin } from './pin-check.ts';
import { createPinLocationRepository } from './pin-location.repository.ts';

const secondsFromNow = (s: number) => new Date(Date.now() + s * 1000);
/** PIN-reset e-mails a member may ask for per hour. */
export const PIN_RESET_MAILS_PER_HOUR = 5;

export function createPinService(deps: Pick<Deps, 'db' | 'config' | 'auth' | 'mailer'>) {
  const { db, config, mailer, auth: authService } = deps;
  const repo = createPinLocationRepository(db);
  const product = config.productName || DEFAULT_BRAND.productName;

  /** A valid pinToken row of the member, without using it up. */
  async function peekPinToken(userId: string, pinToken: string) {
    const row = await repo.findToken(hashToken(pinToken));
    if (row?.purpose !== 'PIN_TOKEN' || row.userId !== userId || row.usedAt || row.expiresAt <= new Date()) {
      throw new AppError('FORBIDDEN', PIN_MESSAGES.pinTokenInvalid);
    }
    return row;
  }

  /** A usable reset-link row; LINK_INVALID when unknown, LINK_EXPIRED when used or expired. */
  async function checkResetLink(token: string) {
    const row = await repo.findToken(hashToken(token));
    if (row?.purpose !== 'PIN_RESET') throw new AppError('LINK_INVALID');
    if (row.usedAt || row.expiresAt <= new Date()) throw new AppError('LINK_EXPIRED');
    return row;
  }

  return {
    /**
     * Sets the PIN at stage PIN_SETUP (again, if the member came back to it), or later while none
     * is set. The stage stays PIN_SETUP until the location is saved. Re-issues the session's tokens.
     */
    async setPin(auth: AuthContext, pin: string): Promise<TTokenPair & { user: TUser }> {
      const state = await repo.getPinState(auth.userId);
      if (!state) throw new AppError('NOT_FOUND');
      const at = STAGE_ORDER.indexOf(state.stage as (typeof STAGE_ORDER)[number]);
      if (at < STAGE_ORDER.indexOf('PIN_SETUP')) throw new AppError('ONBOARDING_STAGE');
      if (state.stage === 'COMPLETED' && state.pinHash)
        throw new AppError('CONFLICT', PIN_MESSAGES.pinAlreadySet);
      const pinHash = await hashPassword(pin);
      // Conditional update: a concurrent set-pin or stage change cannot slip past the checks above.
      const ok = await repo.setPinHash(auth.userId, pinHash, {
        stages: ['PIN_SETUP'],
        orNoPinAt: 'COMPLETED',
      });
      if (!ok) throw new AppError('CONFLICT', PIN_MESSAGES.pinAlreadySet);
      const tokens = await authService.reissueTokens(auth);
      const user = await createUsersRepository(db).findById(auth.userId);
      return { ...tokens, user: user! };
    },

    /** Checks the PIN; answers a single-use token proving it for 5 minutes. */
    async verifyPin(auth: AuthContext, pin: string) {
      const { userId } = auth;
      await checkPin(db, userId, pin);
      const pinToken = newRefreshToken();
      await repo.insertToken({
        userId,
        purpose: 'PIN_TOKEN',
        tokenHash: hashToken(pinToken),
        expiresAt: secondsFromNow(PIN_TOKEN_TTL_SECONDS),
      });
      return { pinToken, expiresIn: PIN_TOKEN_TTL_SECONDS };
    },

    /** A new PIN, with the pinToken of a check of the current one; the new one must differ. */
    async changePin(auth: AuthContext, input: { pinToken: string; pin: string }) {
      const { userId } = auth;
      await peekPinToken(userId, input.pinToken);
      const state = await repo.getPinState(userId);
      if (!state?.pinHash) throw new AppError('CONFLICT', PIN_MESSAGES.pinNotSet);
      if (await verifyPassword(state.pinHash, input.pin)) {
        throw new AppError('VALIDATION_FAILED', PIN_MESSAGES.newPinMustDiffer, {
          fieldErrors: { pin: [PIN_MESSAGES.newPinMustDiffer] },
        });
      }
      const pinHash = await hashPassword(input.pin);
      await db.transaction(async (tx) => {
        const r = createPinLocationRepository(tx);
        // The token is used up with the change, so a failed change leaves it usable.
        if (!(await r.useToken(hashToken(input.pinToken), 'PIN_TOKEN', userId))) {
          throw new AppError('FORBIDDEN', PIN_MESSAGES.pinTokenInvalid);
        }
        await r.setPinHash(userId, pinHash);
        await r.invalidateTokens(userId, 'PIN_TOKEN');
      });
    },

    /** E-mails a PIN-reset link (single use, 30 minutes); an earlier unused link stops working. */
    async forgotPin(auth: AuthContext) {
      const { userId } = auth;
      const state = await repo.getPinState(userId);
      if (!state) throw new AppError('NOT_FOUND');
      if (!state.pinHash) throw new AppError('CONFLICT', PIN_MESSAGES.pinNotSet);
      const recent = await repo.countTokensSince(userId, 'PIN_RESET', secondsFromNow(-3600));
      if (recent >= PIN_RESET_MAILS_PER_HOUR) throw new AppError('RATE_LIMITED');
      const token = newRefreshToken();
      await db.transaction(async (tx) => {
        const r = createPinLocationRepository(tx);
        await r.invalidateTokens(userId, 'PIN_RESET');
        await r.insertToken({
          userId,
          purpose: 'PIN_RESET',
          tokenHash: hashToken(token),
          expiresAt: secondsFromNow(PIN_RESET_LINK_TTL_SECONDS),
        });
      });
      const link = `${config.publicUrl}${PAGES.newPin.path}?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: state.email,
        subject: `Reset your ${product} PIN`,
        template: 'pin-reset',
        links: [link],
        text: [
          'Hello,',
          '',
          `We received a request to reset the PIN of your ${product} wallet. Choose a new PIN here:`,
          link,
          '',
          'The link works once and expires in 30 minutes. If you did not ask for this, you can ignore this e-mail; your PIN stays the same.',
        ].join('\n'),
        html: `<p>Hello,</p><p>We received a request to reset the PIN of your ${product} wallet.</p><p><a href="${link}">Choose a new PIN</a></p><p>The link works once and expires in 30 minutes. If you did not ask for this, you can ignore this e-mail; your PIN stays the same.</p>`,
      });
    },

    async verifyResetLink(token: string) {
      await checkResetLink(token);
    },

    /** Sets a new PIN through an e-mailed link and lifts a PIN lock. */
    async resetPin(input: { token: string; pin: string }) {
      await checkResetLink(input.token);
      const pinHash = await hashPassword(input.pin);
      await db.transaction(async (tx) => {
        const r = createPinLocationRepository(tx);
        const userId = await r.useToken(hashToken(input.token), 'PIN_RESET');
        if (!userId) throw new AppError('LINK_EXPIRED');
        await r.setPinHash(userId, pinHash);
        // Proofs of the old PIN end with it.
        await r.invalidateTokens(userId, 'PIN_TOKEN');
      });
    },
  };
}

export type PinService = ReturnType<typeof createPinService>;
