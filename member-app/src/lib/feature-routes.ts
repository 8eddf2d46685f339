import type { ReactNode } from 'react';

/**
 * A feature's routes by access group; each group is a fragment of <Route> elements.
 * - guest: signed-out visitors only (signed-in members are sent on to their page)
 * - open: anyone (e-mailed links, link-expired pages, confirmations)
 * - onboarding: signed-in members who have not finished onboarding
 * - member: signed-in members with onboarding completed (inside the shell with navbar)
 * - account: signed-in members, completed, full-screen account pages outside the shell
 *
 * Each page in a group is declared with `lazyRoute` (lib/lazy-route.tsx) so that it is its own chunk: the
 * route tables (and with them the main application chunk) hold no page code, and a page loads only the
 * components and libraries it shows. A page module imported statically here would be bundled into the
 * main chunk and loaded on every page, /sign-in included.
 */
export interface FeatureRoutes {
  guest?: ReactNode;
  open?: ReactNode;
  onboarding?: ReactNode;
  member?: ReactNode;
  account?: ReactNode;
}
