import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useSentGifts } from '../api/get-sent-gifts.ts';
import { GiftList } from '../components/gift-list.tsx';

/** /sent-gifts: the member's sent gifts with their status. */
export const SentGiftsRoute = () => {
  const { user } = useAuth();
  const sent = useSentGifts(user?.userId ?? '');
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader
        title="Sent Gifts"
        subtitle="Gifts wait for their recipient to claim them; unclaimed gifts come back to you."
        action={
          <Button component={RouterLink} to={PAGES.sendBitsGift.path} variant="contained">
            Gift BITS
          </Button>
        }
      />
      {sent.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : sent.isError ? (
        <Alert severity="error" role="alert">
          {sent.error.message}
        </Alert>
      ) : sent.data.data.length === 0 ? (
        <Typography color="text.secondary">You have not sent any gifts yet.</Typography>
      ) : (
        <GiftList label="Sent gifts" gifts={sent.data.data} hrefOf={(g) => PAGES.giftDetail.href(g.id)} />
      )}
    </Box>
  );
};
