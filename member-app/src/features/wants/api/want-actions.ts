import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { wantsKeys } from './keys.ts';

/** What the member does to an own want from its list or page. */
export type WantAction = { kind: 'pause' | 'resume' | 'renew' | 'delete'; id: string };

/** PATCH /want/:id/status (pause, resume), POST /want/:id/renew, DELETE /want/:id. */
export const runWantAction = async ({ kind, id }: WantAction) => {
  const params = { id };
  if (kind === 'pause') return api.invoke('changeWantStatus', { params, body: { status: 'PAUSED' } });
  if (kind === 'resume') return api.invoke('changeWantStatus', { params, body: { status: 'ACTIVE' } });
  if (kind === 'renew') return api.invoke('renewWant', { params });
  return api.invoke('deleteWant', { params });
};

export const useWantAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runWantAction,
    // The lists refresh before the action says it is done; after a delete the member leaves the want's
    // page at once (its own refresh, now a 404, is not waited for).
    onSuccess: (_data, { kind }) => {
      const refresh = queryClient.invalidateQueries({ queryKey: wantsKeys.all });
      return kind === 'delete' ? undefined : refresh;
    },
  });
};
