import type { OnboardingStage, TUser } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageLoader } from '../components/page-loader.tsx';
import { userAtom } from '../stores/session.ts';
import { getUserQueryOptions, useAuth } from './auth.tsx';
import { toLoggedInMember } from './member.ts';
import { routeForStage } from './routes.ts';

/**
 * Whether a member at `current` may see a page of `stages`; when not, where they go instead (the
 * route of their own stage). Skipping ahead by URL and returning to a finished stage both redirect.
 */
export const stageRedirect = (current: OnboardingStage, stages: readonly OnboardingStage[]): string | null =>
  stages.includes(current) ? null : routeForStage(current);

/**
 * Pages of one or more onboarding stages: a member whose checkOutStatus is not in `stages` is sent to
 * the route of their current stage. Use it as a layout route (`<Route element={<RequireStage
 * stages={['SUBSCRIPTION']} />}>…</Route>`) or around a page. Place it inside RequireAuth.
 */
export const RequireStage = ({ stages, children }: { stages: OnboardingStage[]; children?: ReactNode }) => {
  const { status, user } = useAuth();
  if (status === 'loading') return <PageLoader />;
  if (!user) return <Navigate to={PAGES.signIn.path} replace />;
  const to = stageRedirect(user.checkOutStatus, stages);
  if (to) return <Navigate to={to} replace />;
  return children ?? <Outlet />;
};

/**
 * After a call that answers with the updated user (a stage moved): store it at once in the profile
 * query and the signed-in member, so RequireStage and routeForStage see the new stage before the
 * next navigation.
 */
export const useApplyUser = () => {
  const queryClient = useQueryClient();
  const setUser = useSetAtom(userAtom);
  return useCallback(
    (user: TUser) => {
      queryClient.setQueryData(getUserQueryOptions(user.id).queryKey, user);
      setUser(toLoggedInMember(user));
    },
    [queryClient, setUser],
  );
};
