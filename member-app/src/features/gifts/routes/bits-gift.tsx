import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { useParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { GiftPage } from '../components/gift-page.tsx';
import { useClaimAndGo } from '../lib/use-claim.ts';

/** /bits-gift/:id: one gift (the e-mail's claim link) with Claim. */
export const BitsGiftRoute = () => {
  const t = useT();
  const { id = '' } = useParams();
  const { claimGift, pendingId, error } = useClaimAndGo();
  return (
    <GiftPage
      giftId={id}
      title={t('gifts.gift.title')}
      back={{ to: PAGES.acceptBits.path, label: t('gifts.acceptTitle') }}
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
            {t('gifts.claim')}
          </Button>
        ) : null
      }
    />
  );
};
