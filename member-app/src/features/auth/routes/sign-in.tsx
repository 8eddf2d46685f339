import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { useT } from '../../../lib/i18n.ts';
import { SignInCard } from '../components/sign-in-card.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';

/** /sign-in */
export const SignInRoute = () => {
  const t = useT();
  return (
    <SignInCard heading={t('auth.signIn.heading')} lead={t('auth.signIn.lead')} footer={<LanguageSwitcher />}>
      <SignInForm />
      <SocialButtons />
    </SignInCard>
  );
};
