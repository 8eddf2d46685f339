import type { TGiftWithBalanceResponse } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import { useNavigate } from 'react-router-dom';
import { useClaimGift } from '../api/claim-gift.ts';

/** What /success-accept-gits shows (passed as router state). */
export type ClaimSuccessState = TGiftWithBalanceResponse['data'];

export const SUCCESS_ACCEPT_PATH = PAGES.successAcceptGifts.path;

/** Claims a gift and goes to the success page (a retry after a lost answer cannot claim twice). */
export const useClaimAndGo = () => {
  const claim = useClaimGift();
  const navigate = useNavigate();
  const claimGift = (giftId: string) =>
    claim.mutate(
      { giftId },
      {
        onSuccess: (data) =>
          navigate(`${SUCCESS_ACCEPT_PATH}?giftId=${data.gift.id}`, {
            state: data satisfies ClaimSuccessState,
          }),
      },
    );
  return { claimGift, pendingId: claim.isPending ? claim.variables?.giftId : undefined, error: claim.error };
};
