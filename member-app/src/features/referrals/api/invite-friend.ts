import type { TInviteFriendRequest } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { referralKeys } from './keys.ts';

/** POST /referral/invite: invite a friend by e-mail (re-inviting the same address sends it again). */
export const inviteFriend = async (body: TInviteFriendRequest) => (await api.inviteFriend(body)).data;

/** Invites a friend; the summary (invites left today, counts) and the list are refreshed after (also after a refusal: the day's count may have changed). */
export const useInviteFriend = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inviteFriend,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: referralKeys.all });
    },
  });
};
