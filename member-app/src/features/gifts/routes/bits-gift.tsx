import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../../offers/components/page-header.tsx';
import { useGift } from '../api/get-gift.ts';
import { GiftDetails } from '../components/gift-details.tsx';
import { useClaimAndGo } from '../lib/use-claim.ts';

/** /bits-gift/:id: one gift (the e-mail's claim link) with Claim. */
export const BitsGiftRoute = () => {
  const { id = '' } = useParams();
  const gift = useGift(id);
  const { claimGift, pendingId, error } = useClaimAndGo();
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Button component={RouterLink} to="/accept-bits" startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
        Accept BITS Gift
      </Button>
      <PageHeader title="BITS Gift" />
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      ) : null}
      {gift.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : gift.isError ? (
        <Alert severity="error" role="alert">
          {gift.error.message}
        </Alert>
      ) : (
        <GiftDetails
          gift={gift.data}
          action={
            gift.data.canClaim ? (
              <Button
                variant="contained"
                size="large"
                fullWidth
                onClick={() => claimGift(gift.data.id)}
                loading={pendingId === gift.data.id}
              >
                Claim
              </Button>
            ) : null
          }
        />
      )}
    </Box>
  );
};
