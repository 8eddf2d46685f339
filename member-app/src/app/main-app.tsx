import { QueryClientProvider } from '@tanstack/react-query';
import { NeedHelp } from '../components/need-help.tsx';
import { NotificationBanner } from '../components/notification-banner.tsx';
import { ScrollToTop } from '../components/scroll-to-top.tsx';
import { SessionExpiry } from '../features/accounts/components/session-expiry.tsx';
import { RestrictionWatcher } from '../features/restrictions/components/restriction-watcher.tsx';
import { SessionSync } from '../lib/auth.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { AppRoutes } from './routes.tsx';

export { preloadRoutes } from './routes.tsx';

const queryClient = createQueryClient();

/**
 * The main application (lazy chunk): data layer, session, the maintenance restriction (checked after the
 * first render; the whole system down sends the member to /web-restrictions), routes and the floating helpers.
 */
export default function MainApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      <SessionExpiry />
      <RestrictionWatcher />
      <ScrollToTop />
      <AppRoutes />
      <NotificationBanner />
      <NeedHelp />
    </QueryClientProvider>
  );
}
