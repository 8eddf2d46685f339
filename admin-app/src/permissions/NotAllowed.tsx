import BlockIcon from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Loading, Title } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { useCanOpen } from './useCan.ts';

/** The page an admin sees when their role may not open a resource (opened by URL: the menu hides it). */
export const NotAllowed = () => {
  const t = useT();
  return (
    <Box component="section" sx={{ p: 3, maxWidth: 560 }}>
      <Title title={t('console.notAllowed.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <BlockIcon color="error" aria-hidden />
        <Typography component="h1" variant="h5">
          {t('console.notAllowed.title')}
        </Typography>
      </Box>
      <Typography>{t('console.notAllowed.text')}</Typography>
    </Box>
  );
};

/** Renders `children` only when the admin may open `resource`; else the {@link NotAllowed} page. */
export const RequireResource = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const { allowed, isPending } = useCanOpen(resource);
  if (isPending) return <Loading />;
  return allowed ? children : <NotAllowed />;
};
