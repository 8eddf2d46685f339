import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useSentGifts } from '../api/get-sent-gifts.ts';
import { GiftList } from '../components/gift-list.tsx';

/** /sent-gifts: the member's sent gifts with their status. */
export const SentGiftsRoute = () => {
  const t = useT();
  const { user } = useAuth();
  const sent = useSentGifts(user?.userId ?? '');
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader
        title={t('gifts.sentTitle')}
        subtitle={t('gifts.sent.lead')}
        action={
          <Button component={RouterLink} to={PAGES.sendBitsGift.path} variant="contained">
            {t('gifts.giftBits')}
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
        <Typography color="text.secondary">{t('gifts.sent.none')}</Typography>
      ) : (
        <GiftList
          label={t('gifts.sent.list')}
          gifts={sent.data.data}
          hrefOf={(g) => PAGES.giftDetail.href(g.id)}
        />
      )}
    </Box>
  );
};
