import { PAGES } from '@barterbits/contracts';
import { CurrentPasswordStep } from '../components/current-password-step.tsx';

/** /current-email-change: confirm the current password; the answer's token opens /profile-email-change. */
export const CurrentEmailChangeRoute = () => (
  <CurrentPasswordStep heading="Change email address" next={PAGES.profileEmailChange.path} />
);
