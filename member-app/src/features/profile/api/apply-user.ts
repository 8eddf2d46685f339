import type { TUser } from '@barterbits/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getUserQueryOptions, useStoreProfile } from '../../../lib/auth.tsx';

/** After an edit that answers with the own account: store it in the profile query and the session atoms. */
export const useApplyProfile = () => {
  const queryClient = useQueryClient();
  const storeProfile = useStoreProfile();
  return useCallback(
    (user: TUser) => {
      queryClient.setQueryData(getUserQueryOptions(user.id).queryKey, user);
      storeProfile(user);
      void queryClient.invalidateQueries({ queryKey: ['public-profile', user.id] });
    },
    [queryClient, storeProfile],
  );
};
