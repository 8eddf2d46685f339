import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useT } from '../../../lib/i18n.ts';

/** A reviews page: a back button, the title (and subtitle, action), then the page. */
export const ReviewPage = ({
  title,
  subtitle,
  action,
  onBack,
  backLabel,
  maxWidth = 880,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  onBack?: () => void;
  backLabel?: string;
  maxWidth?: number;
  children: ReactNode;
}) => {
  const t = useT();
  return (
    <Box sx={{ maxWidth, pb: 4 }}>
      {onBack ? (
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mt: 2 }}>
          {backLabel ?? t('reviews.page.back')}
        </Button>
      ) : null}
      <PageHeader title={title} subtitle={subtitle} action={action} />
      {children}
    </Box>
  );
};
