import { PAGES } from '@barterbits/contracts';
import { CurrentPasswordStep } from '../components/current-password-step.tsx';

/** /current-password: confirm the current password; the answer's token opens /create-new-password. */
export const CurrentPasswordRoute = () => (
  <CurrentPasswordStep heading="Change password" next={PAGES.createNewPassword.path} />
);
