import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useReceivedGifts } from '../api/get-received-gifts.ts';
import { GiftList } from '../components/gift-list.tsx';
import { useClaimAndGo } from '../lib/use-claim.ts';

/** /accept-bits (banner style 1, title Accept BITS Gift): the gifts waiting for me, with Claim buttons. */
export const AcceptBitsRoute = () => {
  const { user } = useAuth();
  const received = useReceivedGifts(user?.userId ?? '');
  const { claimGift, pendingId, error } = useClaimAndGo();
  const waiting = received.data?.data.filter((g) => g.status === 'PENDING') ?? [];
  const earlier = received.data?.data.filter((g) => g.status !== 'PENDING') ?? [];

  return (
    <Box>
      <BannerHeader title="Accept BITS Gift">
        <Typography>Gifts sent to your email address wait here until you claim them.</Typography>
      </BannerHeader>
      <Box sx={{ maxWidth: 760 }}>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error.message}
          </Alert>
        ) : null}
        {received.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : received.isError ? (
          <Alert severity="error" role="alert">
            {received.error.message}
          </Alert>
        ) : (
          <>
            {waiting.length === 0 ? (
              <Typography color="text.secondary">No gifts are waiting for you.</Typography>
            ) : (
              <GiftList
                label="Gifts waiting for you"
                gifts={waiting}
                hrefOf={(g) => PAGES.bitsGift.href(g.id)}
                action={(g) =>
                  g.canClaim ? (
                    <Button
                      variant="contained"
                      size="small"
                      onClick={() => claimGift(g.id)}
                      loading={pendingId === g.id}
                      disabled={pendingId !== undefined && pendingId !== g.id}
                      aria-label={`Claim gift from ${g.sender.displayName}`}
                    >
                      Claim
                    </Button>
                  ) : null
                }
              />
            )}
            {earlier.length > 0 ? (
              <>
                <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
                  Earlier gifts
                </Typography>
                <GiftList label="Earlier gifts" gifts={earlier} hrefOf={(g) => PAGES.bitsGift.href(g.id)} />
              </>
            ) : null}
          </>
        )}
      </Box>
    </Box>
  );
};
