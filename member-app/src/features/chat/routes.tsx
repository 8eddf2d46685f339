import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

const ChatRoute = lazyRoute(() => import('./routes/chat.tsx').then((m) => m.ChatRoute));

/** The chat page (spec §2: /chat); a conversation opens as /chat?channel=<id>. */
export const CHAT_PATH = '/chat';

/** Routes of the chat feature, by access group (see lib/feature-routes.ts). */
export const chatRoutes: FeatureRoutes = {
  member: <Route path={CHAT_PATH} element={<ChatRoute />} />,
};
