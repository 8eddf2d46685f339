import type { TUpdatePersonalInfoRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useApplyProfile } from './apply-user.ts';

/** PUT /user/{id}: the own personal info. */
export const updatePersonalInfo = async ({ id, body }: { id: string; body: TUpdatePersonalInfoRequest }) =>
  (await api.updatePersonalInfo(id, body)).data;

export const useUpdatePersonalInfo = () => {
  const applyProfile = useApplyProfile();
  return useMutation({ mutationFn: updatePersonalInfo, onSuccess: applyProfile });
};
