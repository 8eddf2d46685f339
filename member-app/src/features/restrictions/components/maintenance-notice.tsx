import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { MaintenanceBanner } from '../../../components/maintenance-banner.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { LockedModule } from '../../../lib/restrictions.ts';

/** "Go to Home": the frame's words (the shell shows this notice, with the frame's catalog). */
const GoHome = () => useT()('app.maintenance.goHome');

/**
 * Shown in place of a locked module's page: "Wallet is under maintenance: <admin note>", and a way
 * home (the page's actions would only be refused).
 */
export const MaintenanceNotice = ({ module, adminNote }: { module: LockedModule; adminNote: string }) => (
  <Stack spacing={2} sx={{ py: 3, maxWidth: 640 }}>
    <MaintenanceBanner module={module} adminNote={adminNote} />
    <div>
      <Button component={RouterLink} to={PAGES.home.path} variant="outlined">
        <GoHome />
      </Button>
    </div>
  </Stack>
);
