import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

const ChatRoute = lazyRoute(() => import('./routes/chat.tsx').then((m) => m.ChatRoute), {
  catalogs: ['chat'],
});

/** Routes of the chat feature, by access group (see lib/feature-routes.ts). */
export const chatRoutes: FeatureRoutes = {
  member: <Route path={PAGES.chat.path} element={<ChatRoute />} />,
};
