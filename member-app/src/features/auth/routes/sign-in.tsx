import { SignInCard } from '../components/sign-in-card.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';

/** /sign-in */
export const SignInRoute = () => (
  <SignInCard heading="Sign in" lead="Trade offers with your community, paid in BITS™.">
    <SignInForm />
    <SocialButtons />
  </SignInCard>
);
