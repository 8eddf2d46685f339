import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { ChangeEmailRoute } from './routes/change-email.tsx';
import { ChangeEmailLinkExpireRoute } from './routes/change-email-link-expire.tsx';
import { CheckEmailRoute } from './routes/check-email.tsx';
import { CreateNewPasswordRoute } from './routes/create-new-password.tsx';
import { CurrentEmailChangeRoute } from './routes/current-email-change.tsx';
import { CurrentPasswordRoute } from './routes/current-password.tsx';
import { EmailSentRoute } from './routes/email-sent.tsx';
import { EmailVerificationRoute } from './routes/email-verification.tsx';
import { EmailVerifiedRoute } from './routes/email-verified.tsx';
import { ForgetPasswordRoute } from './routes/forget-password.tsx';
import { ForgotPasswordLinkExpireRoute } from './routes/forgot-password-link-expire.tsx';
import { LinkExpireRoute } from './routes/link-expire.tsx';
import { NewPasswordRoute } from './routes/new-password.tsx';
import { PasswordSuccessRoute } from './routes/password-success.tsx';
import { ProfileEmailChangeRoute } from './routes/profile-email-change.tsx';
import { SignUpRoute } from './routes/sign-up.tsx';
import { VerifyEmailChangeRoute } from './routes/verify-email-change.tsx';

/** Routes of the accounts feature, by access group (see app/feature-routes.ts). */
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
