import { PAGES } from '@barterbits/contracts';
import { useT } from '../../../lib/i18n.ts';
import { CurrentPasswordStep } from '../components/current-password-step.tsx';

/** /current-email-change: confirm the current password; the answer's token opens /profile-email-change. */
export const CurrentEmailChangeRoute = () => {
  const t = useT();
  return (
    <CurrentPasswordStep
      heading={t('accounts.currentEmailChange.heading')}
      next={PAGES.profileEmailChange.path}
    />
  );
};
