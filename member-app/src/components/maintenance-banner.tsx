import Alert from '@mui/material/Alert';
import { useT } from '../lib/i18n.ts';
import { maintenanceNotice } from '../lib/maintenance-notice.ts';
import type { LockedModule } from '../lib/restrictions.ts';

/**
 * The maintenance banner of a locked module: "Membership is under maintenance: <admin note>" (role
 * status, so a screen reader hears it when it appears). Shared by the shell's notice and the full-screen
 * pages outside the shell.
 */
export const MaintenanceBanner = ({ module, adminNote }: { module: LockedModule; adminNote: string }) => {
  useT();
  return (
    <Alert severity="warning" role="status">
      {maintenanceNotice(module, adminNote)}
    </Alert>
  );
};
