import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { useParams } from 'react-router-dom';
import { GiftPage } from '../components/gift-page.tsx';
import { useClaimAndGo } from '../lib/use-claim.ts';

/** /bits-gift/:id: one gift (the e-mail's claim link) with Claim. */
export const BitsGiftRoute = () => {
  const { id = '' } = useParams();
  const { claimGift, pendingId, error } = useClaimAndGo();
  return (
    <GiftPage
      giftId={id}
      title="BITS Gift"
      back={{ to: PAGES.acceptBits.path, label: 'Accept BITS Gift' }}
      error={error}
      action={(gift) =>
        gift.canClaim ? (
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() => claimGift(gift.id)}
            loading={pendingId === gift.id}
          >
            Claim
          </Button>
        ) : null
      }
    />
  );
};
