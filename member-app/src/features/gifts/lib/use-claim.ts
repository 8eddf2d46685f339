import { isApiError } from '@barterbits/api-client';
import type { TGiftWithBalanceResponse } from '@barterbits/contracts';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClaimGift } from '../api/claim-gift.ts';
import { newAttemptKey } from './format.ts';

/** What /success-accept-gits shows (passed as router state). */
export type ClaimSuccessState = TGiftWithBalanceResponse['data'];

export const SUCCESS_ACCEPT_PATH = '/success-accept-gits';

/**
 * Claims a gift and goes to the success page. One Idempotency-Key per gift for the page's life, so
 * a retry after a lost answer cannot claim twice.
 */
export const useClaimAndGo = () => {
  const claim = useClaimGift();
  const navigate = useNavigate();
  const keys = useRef(new Map<string, string>());
  const claimGift = (giftId: string) => {
    let key = keys.current.get(giftId);
    if (!key) {
      key = newAttemptKey();
      keys.current.set(giftId, key);
    }
    claim.mutate(
      { giftId, key },
      {
        onSuccess: (data) =>
          navigate(`${SUCCESS_ACCEPT_PATH}?giftId=${data.gift.id}`, {
            state: data satisfies ClaimSuccessState,
          }),
        // The server answered: nothing moved, a new attempt gets a new key. No answer: keep the key.
        onError: (e) => {
          if (isApiError(e) && e.status !== 0) keys.current.delete(giftId);
        },
      },
    );
  };
  return { claimGift, pendingId: claim.isPending ? claim.variables?.giftId : undefined, error: claim.error };
};
