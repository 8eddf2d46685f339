import type { TSaveBusinessCategoriesRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useApplyUser } from '../../../lib/onboarding-guard.tsx';

/** POST /onboarding/business-categories: completes CATEGORY_SELECTION. */
export const saveBusinessCategories = async (body: TSaveBusinessCategoriesRequest) =>
  (await api.saveBusinessCategories(body)).data;

export const useSaveBusinessCategories = () => {
  const applyUser = useApplyUser();
  return useMutation({ mutationFn: saveBusinessCategories, onSuccess: applyUser });
};
