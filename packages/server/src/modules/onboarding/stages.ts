/**
 * The onboarding stage machine (spec §4): e-mail verification, account setup, category selection
 * (business only), subscription, PIN setup (which includes the general location), completed.
 * A member's `checkOutStatus` only moves forward, one stage at a time, and only the action of the
 * current stage moves it; so skipping ahead (by URL or by calling a later endpoint) is impossible.
 */
import { type MemberKind, ONBOARDING_STAGES, type OnboardingStage } from '@barterbits/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { referralProgress } from '../referrals/hooks.ts';

/** Order of the stages (the contracts' list); social sign-ups start at CHANGE_PASSWORD, custom ones after it. */
export const STAGE_ORDER: readonly OnboardingStage[] = ONBOARDING_STAGES;

/** The stage after `stage`; personal members skip CATEGORY_SELECTION. */
export function nextStage(stage: OnboardingStage, accountType: MemberKind | null): OnboardingStage {
  const i = STAGE_ORDER.indexOf(stage);
  const next = STAGE_ORDER[Math.min(i + 1, STAGE_ORDER.length - 1)] as OnboardingStage;
  if (next === 'CATEGORY_SELECTION' && accountType !== 'BUSINESS') return nextStage(next, accountType);
  return next;
}

/** Throws unless the user is at `stage` (409 with a clear message). */
export async function assertStage(db: DbOrTx, userId: string, stage: OnboardingStage | OnboardingStage[]) {
  const [row] = await db
    .select({ stage: users.checkOutStatus })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const allowed = Array.isArray(stage) ? stage : [stage];
  if (!allowed.includes(row.stage as OnboardingStage)) throw new AppError('ONBOARDING_STAGE');
  return row.stage as OnboardingStage;
}

/**
 * Completes `stage` for the user: moves `checkOutStatus` to the next stage, atomically, only if the
 * user is still at `stage` (so a replay or a race cannot skip a stage). Returns the new stage.
 */
export async function completeStage(
  db: DbOrTx,
  userId: string,
  stage: OnboardingStage,
): Promise<OnboardingStage> {
  const [row] = await db
    .select({ accountType: users.accountType })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const next = nextStage(stage, row.accountType as MemberKind | null);
  const updated = await db
    .update(users)
    .set({ checkOutStatus: next, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.checkOutStatus, stage)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('ONBOARDING_STAGE');
  // Onboarding completed may qualify the member's referral (never throws).
  if (next === 'COMPLETED') await referralProgress(db, userId);
  return next;
}
