import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

/** The catalogs of every account page: the feature's words, the form fields' and the shared pieces'. */
const ACCOUNT_CATALOGS = ['accounts', 'forms', 'app'];

const ChangeEmailRoute = lazyRoute(
  () => import('./routes/change-email.tsx').then((m) => m.ChangeEmailRoute),
  {
    catalogs: ACCOUNT_CATALOGS,
  },
);
const ChangeEmailLinkExpireRoute = lazyRoute(
  () => import('./routes/change-email-link-expire.tsx').then((m) => m.ChangeEmailLinkExpireRoute),
  {
    catalogs: ACCOUNT_CATALOGS,
  },
);
const CheckEmailRoute = lazyRoute(() => import('./routes/check-email.tsx').then((m) => m.CheckEmailRoute), {
  catalogs: ACCOUNT_CATALOGS,
});
const CreateNewPasswordRoute = lazyRoute(
  () => import('./routes/create-new-password.tsx').then((m) => m.CreateNewPasswordRoute),
  {
    catalogs: ACCOUNT_CATALOGS,
  },
);
const CurrentEmailChangeRoute = lazyRoute(
  () => import('./routes/current-email-change.tsx').then((m) => m.CurrentEmailChangeRoute),
  {
    catalogs: ACCOUNT_CATALOGS,
  },
);
const CurrentPasswordRoute = lazyRoute(
  () => import('./routes/current-password.tsx').then((m) => m.CurrentPasswordRoute),
  {
    catalogs: ACCOUNT_CATALOGS,
  },
);
const EmailSentRoute = lazyRoute(() => import('./routes/email-sent.tsx').then((m) => m.EmailSentRoute), {
  catalogs: ACCOUNT_CATALOGS,
});
const EmailVerificationRoute = lazyRoute(
  () => import('./routes/email-verification.tsx').then((m) => m.EmailVerificationRoute),
  {
    catalogs: ACCOUNT_CATALOGS,
  },
);
const EmailVerifiedRoute = lazyRoute(
  () => import('./routes/email-verified.tsx').then((m) => m.EmailVerifiedRoute),
  {
    catalogs: ACCOUNT_CATALOGS,
  },
);
const ForgetPasswordRoute = lazyRoute(
  () => import('./routes/forget-password.tsx').then((m) => m.ForgetPasswordRoute),
  {
    catalogs: ACCOUNT_CATALOGS,
  },
);
const ForgotPasswordLinkExpireRoute = lazyRoute(
  () => import('./routes/forgot-password-link-expire.tsx').then((m) => m.ForgotPasswordLinkExpireRoute),
  {
    catalogs: ACCOUNT_CATALOGS,
  },
);
const LinkExpireRoute = lazyRoute(() => import('./routes/link-expire.tsx').then((m) => m.LinkExpireRoute), {
  catalogs: ACCOUNT_CATALOGS,
});
const NewPasswordRoute = lazyRoute(
  () => import('./routes/new-password.tsx').then((m) => m.NewPasswordRoute),
  {
    catalogs: ACCOUNT_CATALOGS,
  },
);
const PasswordSuccessRoute = lazyRoute(
  () => import('./routes/password-success.tsx').then((m) => m.PasswordSuccessRoute),
  {
    catalogs: ACCOUNT_CATALOGS,
  },
);
const ProfileEmailChangeRoute = lazyRoute(
  () => import('./routes/profile-email-change.tsx').then((m) => m.ProfileEmailChangeRoute),
  {
    catalogs: ACCOUNT_CATALOGS,
  },
);
const SignUpRoute = lazyRoute(() => import('./routes/sign-up.tsx').then((m) => m.SignUpRoute), {
  catalogs: ACCOUNT_CATALOGS,
});
const VerifyEmailChangeRoute = lazyRoute(
  () => import('./routes/verify-email-change.tsx').then((m) => m.VerifyEmailChangeRoute),
  {
    catalogs: ACCOUNT_CATALOGS,
  },
);

/** Routes of the accounts feature, by access group (see lib/feature-routes.ts). */
export const accountsRoutes: FeatureRoutes = {
  guest: (
    <>
      <Route path={PAGES.signUp.path} element={<SignUpRoute />} />
      <Route path={PAGES.forgetPassword.path} element={<ForgetPasswordRoute />} />
    </>
  ),
  open: (
    <>
      <Route path={PAGES.checkEmail.path} element={<CheckEmailRoute />} />
      <Route path={PAGES.emailVerified.path} element={<EmailVerifiedRoute />} />
      <Route path={PAGES.linkExpire.path} element={<LinkExpireRoute />} />
      <Route path={PAGES.emailSent.path} element={<EmailSentRoute />} />
      <Route path={PAGES.newPassword.path} element={<NewPasswordRoute />} />
      <Route path={PAGES.resetPassword.path} element={<NewPasswordRoute />} />
      <Route path={PAGES.passwordSuccess.path} element={<PasswordSuccessRoute />} />
      <Route path={PAGES.forgotPasswordLinkExpire.path} element={<ForgotPasswordLinkExpireRoute />} />
      <Route path={PAGES.verifyEmailChange.path} element={<VerifyEmailChangeRoute />} />
      <Route path={PAGES.changeEmailLinkExpire.path} element={<ChangeEmailLinkExpireRoute />} />
    </>
  ),
  onboarding: <Route path={PAGES.emailVerification.path} element={<EmailVerificationRoute />} />,
  account: (
    <>
      <Route path={PAGES.currentPassword.path} element={<CurrentPasswordRoute />} />
      <Route path={PAGES.createNewPassword.path} element={<CreateNewPasswordRoute />} />
      <Route path={PAGES.changeEmail.path} element={<ChangeEmailRoute />} />
      <Route path={PAGES.currentEmailChange.path} element={<CurrentEmailChangeRoute />} />
      <Route path={PAGES.profileEmailChange.path} element={<ProfileEmailChangeRoute />} />
    </>
  ),
};
