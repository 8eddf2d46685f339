import type { TUser } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../components/page-loader.tsx';
import { useNotify } from '../stores/notify.ts';
import { memberTypeAtom } from '../stores/onboarding.ts';
import { profileDetailsAtom } from '../stores/profile.ts';
import { useResetPersistedAtoms } from '../stores/reset.ts';
import { sessionAtom, userAtom } from '../stores/session.ts';
import { api } from './api.ts';
import { changeLocale, currentLocale, rememberLocale, tOr } from './i18n.ts';
import { type LoggedInMember, memberTypeOf, toLoggedInMember } from './member.ts';
import { stopPush } from './push/push.ts';
import { userKeys } from './query-keys.ts';
import { isMaintenanceError } from './restrictions.ts';
import { routeForStage } from './routes.ts';

/** GET /user/{id}: the signed-in member's profile. */
export const getUser = async (userId: string): Promise<TUser> => (await api.getUser(userId)).data;

export const getUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.detail(userId), queryFn: () => getUser(userId) });

/**
 * Stores a loaded profile: a successful profile load marks the member logged in, and the app reads in the
 * account's language.
 */
export const useStoreProfile = () => {
  const setUser = useSetAtom(userAtom);
  const setSession = useSetAtom(sessionAtom);
  const setMemberType = useSetAtom(memberTypeAtom);
  const setProfile = useSetAtom(profileDetailsAtom);
  return (user: TUser) => {
    // The account's language wins over the browser's (signing in on a browser set to the other one).
    if (user.language !== currentLocale()) {
      rememberLocale(user.language);
      void changeLocale(user.language);
    }
    setUser(toLoggedInMember(user));
    setMemberType(memberTypeOf(user));
    setProfile(user);
    setSession({ isLoggedIn: true });
  };
};

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * Whether a member is signed in: a stored access token plus the persisted member whose profile
 * loads (GET /user/{id} through react-query, once per start).
 */
export const useAuth = (): { status: AuthStatus; user: LoggedInMember | null } => {
  const user = useAtomValue(userAtom);
  const userId = user && api.session.isSignedIn() ? user.userId : undefined;
  const profile = useQuery({ ...getUserQueryOptions(userId ?? ''), enabled: userId !== undefined });
  if (userId === undefined) return { status: 'signed-out', user: null };
  // A maintenance lock (503 MAINTENANCE) is not the end of the session: the member stays signed in.
  if (profile.isError) {
    return isMaintenanceError(profile.error)
      ? { status: 'signed-in', user }
      : { status: 'signed-out', user: null };
  }
  if (profile.isSuccess) return { status: 'signed-in', user };
  return { status: 'loading', user: null };
};

/** The signed-in member's full profile (GET /user/{id}), for the pages that show or edit it. */
export const useOwnProfile = () => {
  const { user } = useAuth();
  return useQuery({ ...getUserQueryOptions(user?.userId ?? ''), enabled: !!user });
};

/**
 * Keeps the stored member in step with the profile query: a loaded profile refreshes it, a failed
 * load ends the session (signed out), unless it failed for a maintenance lock. Rendered once at the
 * root of the app.
 */
export const SessionSync = () => {
  const user = useAtomValue(userAtom);
  const userId = user && api.session.isSignedIn() ? user.userId : undefined;
  const profile = useQuery({ ...getUserQueryOptions(userId ?? ''), enabled: userId !== undefined });
  const storeProfile = useStoreProfile();
  const resetAtoms = useResetPersistedAtoms();
  const { data, isError, error } = profile;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new profile arrives only.
  useEffect(() => {
    if (data) storeProfile(data);
  }, [data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the load fails only.
  useEffect(() => {
    // A failed load ends the session, except a maintenance lock's 503 (the session is still good).
    if (!isError || isMaintenanceError(error)) return;
    api.session.clear();
    resetAtoms();
  }, [isError]);

  return null;
};

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /user/login for the member portal; on success the member is stored and sent on. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  const storeProfile = useStoreProfile();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: SignInInput) => api.login({ ...input, portal: 'MEMBER' }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(getUserQueryOptions(data.user.id).queryKey, data.user);
      storeProfile(data.user);
      navigate(routeForStage(data.user.checkOutStatus), { replace: true });
    },
  });
};

/**
 * Logout (spec §4): this browser's push token is removed first (while the session still exists), then
 * GET /user/logout, and the client clears tokens, last-active marker, local storage and the
 * business-intro flag; here every persisted atom and the query cache are reset too.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const resetAtoms = useResetPersistedAtoms();
  const notify = useNotify();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await stopPush();
      return api.logout();
    },
    onSettled: () => {
      resetAtoms();
      queryClient.clear();
      navigate(PAGES.signIn.path, { replace: true });
      notify({ message: tOr('app.userMenu.signedOut', 'Signed out.'), severity: 'success' });
    },
  });
};

/**
 * Routes for signed-in members only: others go to /sign-in. With `completedOnly`, members still
 * onboarding are sent to the route of their current stage.
 */
export const RequireAuth = ({ completedOnly = false }: { completedOnly?: boolean }) => {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signed-out' || !user)
    return <Navigate to={PAGES.signIn.path} replace state={{ from: location.pathname }} />;
  if (completedOnly && user.checkOutStatus !== 'COMPLETED') {
    return <Navigate to={routeForStage(user.checkOutStatus)} replace />;
  }
  return <Outlet />;
};

/** Routes for signed-out visitors only (sign-in): a signed-in member goes on to their page. */
export const GuestOnly = () => {
  const { status, user } = useAuth();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signed-in' && user) return <Navigate to={routeForStage(user.checkOutStatus)} replace />;
  return <Outlet />;
};
