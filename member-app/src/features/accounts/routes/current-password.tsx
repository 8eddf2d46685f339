import { PAGES } from '@barterbits/contracts';
import { useT } from '../../../lib/i18n.ts';
import { CurrentPasswordStep } from '../components/current-password-step.tsx';

/** /current-password: confirm the current password; the answer's token opens /create-new-password. */
export const CurrentPasswordRoute = () => {
  const t = useT();
  return (
    <CurrentPasswordStep
      heading={t('accounts.currentPassword.heading')}
      next={PAGES.createNewPassword.path}
    />
  );
};
