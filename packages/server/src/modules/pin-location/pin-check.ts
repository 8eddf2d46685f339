/**
 * Checking the wallet PIN, for this module and for later ones (wallet spends accept the PIN or the
 * pinToken of a recent check).
 * - 5 wrong PINs in a row lock PIN use for 15 minutes (423 PIN_LOCKED, also for the right PIN).
 * - A right PIN resets the count.
 * - A pinToken works once, for 5 minutes, for the member it was issued to.
 */
import { PIN_LOCK_SECONDS, PIN_MAX_FAILURES, PIN_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/tokens.ts';
import { createPinLocationRepository } from './pin-location.repository.ts';

/** Throws INCORRECT_PIN (400), PIN_LOCKED (423) or CONFLICT (no PIN yet) unless `pin` is the member's PIN. */
export async function checkPin(db: DbOrTx, userId: string, pin: string): Promise<void> {
  const repo = createPinLocationRepository(db);
  const state = await repo.getPinState(userId);
  if (!state) throw new AppError('NOT_FOUND');
  if (!state.pinHash) throw new AppError('CONFLICT', PIN_MESSAGES.pinNotSet);
  if (state.pinLockedUntil && state.pinLockedUntil > new Date()) throw new AppError('PIN_LOCKED');
  if (!(await verifyPassword(state.pinHash, pin))) {
    const after = await repo.recordPinFailure(userId, PIN_MAX_FAILURES, PIN_LOCK_SECONDS);
    if (after?.lockedUntil && after.lockedUntil > new Date()) throw new AppError('PIN_LOCKED');
    throw new AppError('INCORRECT_PIN');
  }
  // Locked by concurrent wrong attempts while this one was being checked: still locked.
  if (!(await repo.clearPinFailures(userId))) throw new AppError('PIN_LOCKED');
}

/** Uses up a pinToken of the member; FORBIDDEN when it is unknown, used, expired or someone else's. */
export async function consumePinToken(db: DbOrTx, userId: string, pinToken: string): Promise<void> {
  const used = await createPinLocationRepository(db).useToken(hashToken(pinToken), 'PIN_TOKEN', userId);
  if (!used) throw new AppError('FORBIDDEN', PIN_MESSAGES.pinTokenInvalid);
}

/**
 * Proves the member's PIN with either the PIN itself or a pinToken from POST /user/verify-pin.
 * Call it with the database handle, before opening the transaction of the action it guards: a
 * wrong PIN's failure count must stay recorded even though the action fails.
 */
export async function verifyPinOrToken(
  db: DbOrTx,
  userId: string,
  input: { pin?: string | undefined; pinToken?: string | undefined },
): Promise<void> {
  if (input.pinToken) return consumePinToken(db, userId, input.pinToken);
  if (input.pin) return checkPin(db, userId, input.pin);
  throw new AppError('VALIDATION_FAILED', VALIDATION_MESSAGES.required, {
    fieldErrors: { pin: [VALIDATION_MESSAGES.required] },
  });
}
