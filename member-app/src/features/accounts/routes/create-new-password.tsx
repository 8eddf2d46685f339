import { ACCOUNT_MESSAGES, PAGES } from '@barterbits/contracts';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../../../stores/notify.ts';
import { useChangePassword } from '../api/change-password.ts';
import { AccountPage } from '../components/account-page.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';

/** /create-new-password: the new password (with the token from /current-password); then back to the profile. */
export const CreateNewPasswordRoute = () => {
  const token = (useLocation().state as { token?: string } | null)?.token;
  const navigate = useNavigate();
  const notify = useNotify();
  const change = useChangePassword();

  if (!token) return <Navigate to={PAGES.currentPassword.path} replace />;

  return (
    <AccountPage
      heading="Create a new password"
      lead="Choose a password you have not used here before. Your other devices will be signed out."
    >
      <NewPasswordForm
        label="Create new password"
        submitLabel="Change password"
        pending={change.isPending}
        error={change.error}
        send={(values, onError) =>
          change.mutate(
            { token, ...values },
            {
              onSuccess: (res) => {
                notify({ message: res.message || ACCOUNT_MESSAGES.passwordChanged, severity: 'success' });
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
