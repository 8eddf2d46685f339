import { ComingSoon } from '../../../components/coming-soon.tsx';

/** /chat: the conversations list and, with ?channel=<id>, the open conversation. */
export const ChatRoute = () => <ComingSoon title="Chat" />;
