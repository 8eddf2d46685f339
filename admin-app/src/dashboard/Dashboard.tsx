import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { lazyPage } from '../components/lazyScreens.ts';
import { useT } from '../i18n/useT.ts';

/** The page and recharts are their own chunk: the console's first download stays without them. */
export const DashboardPage = lazyPage(() => import('./DashboardPage.tsx').then((m) => m.DashboardPage));

/** The console's home page (react-admin `dashboard`): the marketplace's figures for a range of days. */
export const Dashboard = () => {
  const t = useT();
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('console.dashboard.loading')} />
        </Box>
      }
    >
      <DashboardPage />
    </Suspense>
  );
};
