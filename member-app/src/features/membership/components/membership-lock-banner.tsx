import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { MaintenanceBanner } from '../../../components/maintenance-banner.tsx';
import type { MembershipLock } from '../lib/membership-lock.ts';

/** "Membership is under maintenance: <note>" while the lock (or a refused call) says so; nothing otherwise. */
export const MembershipLockBanner = ({ lock }: { lock: MembershipLock }) =>
  lock.notice ? <MaintenanceBanner module={lock.notice.module} adminNote={lock.notice.adminNote} /> : null;

/**
 * A page's form while membership is locked: every field and button in it disabled (a native disabled
 * fieldset, so the card form's own submit button is disabled too) and dimmed; its children stacked.
 */
export const LockedFieldset = ({ locked, children }: { locked: boolean; children: ReactNode }) => (
  <Stack
    component="fieldset"
    spacing={2.5}
    disabled={locked}
    sx={{ border: 0, p: 0, m: 0, minWidth: 0, opacity: locked ? 0.6 : 1 }}
  >
    {children}
  </Stack>
);
