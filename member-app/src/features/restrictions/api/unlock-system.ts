import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { api } from '../../../lib/api.ts';
import { saveRestriction } from '../../../lib/restrictions.ts';
import { restrictionCheckOptions } from './check-restrictions.ts';

/** POST /maintenance/unlock-system: checks a tester's unlock pass. */
export const unlockSystem = (body: BodyOf<'unlockSystem'>) => api.unlockSystem(body);

/** Uses a pass: on success it is kept (and sent on every call) and the state is the one it unlocks. */
export const useUnlockSystem = () => {
  const store = useStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlockSystem,
    onSuccess: (res) => {
      saveRestriction(store, res.data.state, res.data.xSystemUnlockToken);
      client.setQueryData(restrictionCheckOptions().queryKey, res.data.state);
    },
  });
};
