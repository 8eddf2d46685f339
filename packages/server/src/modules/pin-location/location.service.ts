/**
 * The general location: saved at the end of stage PIN_SETUP (after the PIN), which completes
 * onboarding; completed members may change it any time. Places come from the places adapter.
 */
import type { TLocationSetupRequest, TUser } from '@barterbits/contracts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { completeStage } from '../onboarding/stages.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createPinLocationRepository } from './pin-location.repository.ts';

export function createLocationService(deps: Pick<Deps, 'db' | 'places'>) {
  const { db, places } = deps;
  const repo = createPinLocationRepository(db);

  return {
    autocomplete: (_auth: AuthContext, input: string, limit: number) => places.autocomplete(input, { limit }),

    async details(_auth: AuthContext, placeId: string) {
      const place = await places.details(placeId);
      if (!place) throw new AppError('NOT_FOUND');
      return place;
    },

    /** Saves the caller's location; at PIN_SETUP (PIN set) it completes the stage. Answers the updated user. */
    async setup(auth: AuthContext, input: TLocationSetupRequest): Promise<TUser> {
      const { userId } = auth;
      const state = await repo.getPinState(userId);
      if (!state) throw new AppError('NOT_FOUND');
      const atPinSetup = state.stage === 'PIN_SETUP';
      if (!(atPinSetup && state.pinHash) && state.stage !== 'COMPLETED')
        throw new AppError('ONBOARDING_STAGE');
      await db.transaction(async (tx) => {
        const r = createPinLocationRepository(tx);
        await r.upsertLocation(userId, input);
        await r.ensureSettings(userId);
        if (atPinSetup) await completeStage(tx, userId, 'PIN_SETUP');
      });
      const user = await createUsersRepository(db).findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      return user;
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
