import type { TWantInput } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { wantsKeys } from './keys.ts';

/** POST /want (no id) or PUT /want/:id: the want as the member saved it. */
export const saveWant = async ({ id, body }: { id?: string | undefined; body: TWantInput }) =>
  (id ? await api.invoke('updateWant', { params: { id }, body }) : await api.invoke('createWant', { body }))
    .data;

export const useSaveWant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wantsKeys.all }),
  });
};
