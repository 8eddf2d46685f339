import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

const ChangeEmailRoute = lazyRoute(() => import('./routes/change-email.tsx').then((m) => m.ChangeEmailRoute));
const ChangeEmailLinkExpireRoute = lazyRoute(() =>
  import('./routes/change-email-link-expire.tsx').then((m) => m.ChangeEmailLinkExpireRoute),
);
const CheckEmailRoute = lazyRoute(() => import('./routes/check-email.tsx').then((m) => m.CheckEmailRoute));
const CreateNewPasswordRoute = lazyRoute(() =>
  import('./routes/create-new-password.tsx').then((m) => m.CreateNewPasswordRoute),
);
const CurrentEmailChangeRoute = lazyRoute(() =>
  import('./routes/current-email-change.tsx').then((m) => m.CurrentEmailChangeRoute),
);
const CurrentPasswordRoute = lazyRoute(() =>
  import('./routes/current-password.tsx').then((m) => m.CurrentPasswordRoute),
);
const EmailSentRoute = lazyRoute(() => import('./routes/email-sent.tsx').then((m) => m.EmailSentRoute));
const EmailVerificationRoute = lazyRoute(() =>
  import('./routes/email-verification.tsx').then((m) => m.EmailVerificationRoute),
);
const EmailVerifiedRoute = lazyRoute(() =>
  import('./routes/email-verified.tsx').then((m) => m.EmailVerifiedRoute),
);
const ForgetPasswordRoute = lazyRoute(() =>
  import('./routes/forget-password.tsx').then((m) => m.ForgetPasswordRoute),
);
const ForgotPasswordLinkExpireRoute = lazyRoute(() =>
  import('./routes/forgot-password-link-expire.tsx').then((m) => m.ForgotPasswordLinkExpireRoute),
);
const LinkExpireRoute = lazyRoute(() => import('./routes/link-expire.tsx').then((m) => m.LinkExpireRoute));
const NewPasswordRoute = lazyRoute(() => import('./routes/new-password.tsx').then((m) => m.NewPasswordRoute));
const PasswordSuccessRoute = lazyRoute(() =>
  import('./routes/password-success.tsx').then((m) => m.PasswordSuccessRoute),
);
const ProfileEmailChangeRoute = lazyRoute(() =>
  import('./routes/profile-email-change.tsx').then((m) => m.ProfileEmailChangeRoute),
);
const SignUpRoute = lazyRoute(() => import('./routes/sign-up.tsx').then((m) => m.SignUpRoute));
const VerifyEmailChangeRoute = lazyRoute(() =>
  import('./routes/verify-email-change.tsx').then((m) => m.VerifyEmailChangeRoute),
);

/** Routes of the accounts feature, by access group (see lib/feature-routes.ts). */
export const accountsRoutes: FeatureRoutes = {
  guest: (
    <>
      <Route path="/sign-up" element={<SignUpRoute />} />
      <Route path="/forget-password" element={<ForgetPasswordRoute />} />
    </>
  ),
  open: (
    <>
      <Route path="/check-email" element={<CheckEmailRoute />} />
      <Route path="/email-verified" element={<EmailVerifiedRoute />} />
      <Route path="/link-expire" element={<LinkExpireRoute />} />
      <Route path="/email-sent" element={<EmailSentRoute />} />
      <Route path="/new-password" element={<NewPasswordRoute />} />
      <Route path="/reset-password" element={<NewPasswordRoute />} />
      <Route path="/password-success" element={<PasswordSuccessRoute />} />
      <Route path="/forgot-password-link-expire" element={<ForgotPasswordLinkExpireRoute />} />
      <Route path="/verify-email-change" element={<VerifyEmailChangeRoute />} />
      <Route path="/change-email-link-expire" element={<ChangeEmailLinkExpireRoute />} />
    </>
  ),
  onboarding: <Route path="/email-verification" element={<EmailVerificationRoute />} />,
  account: (
    <>
      <Route path="/current-password" element={<CurrentPasswordRoute />} />
      <Route path="/create-new-password" element={<CreateNewPasswordRoute />} />
      <Route path="/change-email" element={<ChangeEmailRoute />} />
      <Route path="/current-email-change" element={<CurrentEmailChangeRoute />} />
      <Route path="/profile-email-change" element={<ProfileEmailChangeRoute />} />
    </>
  ),
};
