import type { ReactNode } from 'react';

/**
 * A feature's routes by access group; each group is a fragment of <Route> elements.
 * - guest: signed-out visitors only (signed-in members are sent on to their page)
 * - open: anyone (e-mailed links, link-expired pages, confirmations)
 * - onboarding: signed-in members who have not finished onboarding
 * - member: signed-in members with onboarding completed (inside the shell with navbar)
 * - account: signed-in members, completed, full-screen account pages outside the shell
 */
export interface FeatureRoutes {
  guest?: ReactNode;
  open?: ReactNode;
  onboarding?: ReactNode;
  member?: ReactNode;
  account?: ReactNode;
}
