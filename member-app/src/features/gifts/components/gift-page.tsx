import type { TGift } from '@barterbits/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useGift } from '../api/get-gift.ts';
import { GiftDetails } from './gift-details.tsx';

/**
 * One gift's page: the back link, the title, the last action's error, then the gift (or its loading
 * or error state) with the page's action for it.
 */
export const GiftPage = ({
  giftId,
  title,
  back,
  error,
  action,
  children,
}: {
  giftId: string;
  title: string;
  back: { to: string; label: string };
  error: Error | null;
  action: (gift: TGift) => ReactNode;
  children?: ReactNode;
}) => {
  const gift = useGift(giftId);
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
        {back.label}
      </Button>
      <PageHeader title={title} />
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
        <GiftDetails gift={gift.data} action={action(gift.data)} />
      )}
      {children}
    </Box>
  );
};
