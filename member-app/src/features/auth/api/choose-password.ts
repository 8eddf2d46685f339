import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { getUserQueryOptions, useStoreProfile } from '../../../lib/auth.tsx';
import { routeForStage } from '../../../lib/routes.ts';

/** POST /auth/choose-password, then on to the member's next onboarding stage. */
export const useChoosePassword = () => {
  const queryClient = useQueryClient();
  const storeProfile = useStoreProfile();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: BodyOf<'choosePassword'>) => api.choosePassword(body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(getUserQueryOptions(data.id).queryKey, data);
      storeProfile(data);
      navigate(routeForStage(data.checkOutStatus), { replace: true });
    },
  });
};
