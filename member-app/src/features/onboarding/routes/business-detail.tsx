import { PAGES } from '@barterbits/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Navigate, useNavigate } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { userAtom } from '../../../stores/session.ts';
import { BusinessDetailForm } from '../components/business-detail-form.tsx';

/** /business-detail: for members who chose Business (others go back to choose). */
export const BusinessDetailRoute = () => {
  const member = useAtomValue(userAtom);
  const { data: user } = useQuery({ ...getUserQueryOptions(member?.userId ?? ''), enabled: !!member });
  const navigate = useNavigate();
  if (!user) return <PageLoader />;
  if (user.accountType !== 'BUSINESS') return <Navigate to={PAGES.profileSetup.path} replace />;
  return (
    <OnboardingLayout onBack={() => navigate(PAGES.profileSetup.path)} maxWidth={600}>
      <BusinessDetailForm />
    </OnboardingLayout>
  );
};
