import { PAGES } from '@barterbits/contracts';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useChangePassword } from '../api/change-password.ts';
import { AccountPage } from '../components/account-page.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';

/** /create-new-password: the new password (with the token from /current-password); then back to the profile. */
export const CreateNewPasswordRoute = () => {
  const t = useT();
  const token = (useLocation().state as { token?: string } | null)?.token;
  const navigate = useNavigate();
  const notify = useNotify();
  const change = useChangePassword();

  if (!token) return <Navigate to={PAGES.currentPassword.path} replace />;

  return (
    <AccountPage
      heading={t('accounts.createNewPassword.heading')}
      lead={t('accounts.createNewPassword.lead')}
    >
      <NewPasswordForm
        label={t('accounts.createNewPassword.form')}
        submitLabel={t('accounts.createNewPassword.submit')}
        pending={change.isPending}
        error={change.error}
        send={(values, onError) =>
          change.mutate(
            { token, ...values },
            {
              onSuccess: (res) => {
                notify({
                  message: res.message || t('accounts.createNewPassword.changed'),
                  severity: 'success',
                });
                navigate(PAGES.myProfile.path, { replace: true });
              },
              onError,
            },
          )
        }
        onLinkError={(error) =>
          navigate(PAGES.currentPassword.path, { replace: true, state: { message: error.message } })
        }
      />
    </AccountPage>
  );
};
