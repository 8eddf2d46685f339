import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useReceivedGifts } from '../api/get-received-gifts.ts';
import { GiftList } from '../components/gift-list.tsx';
import { useClaimAndGo } from '../lib/use-claim.ts';

/** /accept-bits (banner style 1, title Accept BITS Gift): the gifts waiting for me, with Claim buttons. */
export const AcceptBitsRoute = () => {
  const t = useT();
  const { user } = useAuth();
  const received = useReceivedGifts(user?.userId ?? '');
  const { claimGift, pendingId, error } = useClaimAndGo();
  const waiting = received.data?.data.filter((g) => g.status === 'PENDING') ?? [];
  const earlier = received.data?.data.filter((g) => g.status !== 'PENDING') ?? [];

  return (
    <Box>
      <BannerHeader title={t('gifts.acceptTitle')}>
        <Typography>{t('gifts.accept.lead')}</Typography>
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
              <Typography color="text.secondary">{t('gifts.accept.none')}</Typography>
            ) : (
              <GiftList
                label={t('gifts.accept.waiting')}
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
                      aria-label={t('gifts.accept.claimFrom', { name: g.sender.displayName })}
                    >
                      {t('gifts.claim')}
                    </Button>
                  ) : null
                }
              />
            )}
            {earlier.length > 0 ? (
              <>
                <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
                  {t('gifts.accept.earlier')}
                </Typography>
                <GiftList
                  label={t('gifts.accept.earlier')}
                  gifts={earlier}
                  hrefOf={(g) => PAGES.bitsGift.href(g.id)}
                />
              </>
            ) : null}
          </>
        )}
      </Box>
    </Box>
  );
};
