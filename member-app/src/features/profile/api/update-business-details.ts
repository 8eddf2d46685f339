import type { TUpdateBusinessDetailsRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useApplyProfile } from './apply-user.ts';

/** PUT /user/business: the own business details. */
export const updateBusinessDetails = async (body: TUpdateBusinessDetailsRequest) =>
  (await api.updateBusinessDetails(body)).data;

export const useUpdateBusinessDetails = () => {
  const applyProfile = useApplyProfile();
  return useMutation({ mutationFn: updateBusinessDetails, onSuccess: applyProfile });
};
