import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getUserQueryOptions } from '../../../lib/auth.tsx';

/** How often "Check your inbox" asks whether the address is verified, while the page is visible. */
export const VERIFICATION_POLL_MS = 5_000;

/**
 * GET /user/{id} for the "Check your inbox" page, kept fresh so the page notices an address verified
 * elsewhere (another tab, another device): fetched again on opening the page, every 5 s while the
 * page is visible (react-query pauses the interval in a hidden tab), and when the tab becomes visible
 * or the window gets the focus again.
 */
export const useVerificationWatch = (userId: string | undefined) => {
  const profile = useQuery({
    ...getUserQueryOptions(userId ?? ''),
    enabled: userId !== undefined,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchInterval: VERIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const { refetch } = profile;

  // react-query's focus manager follows visibilitychange only; switching windows fires just "focus".
  useEffect(() => {
    if (userId === undefined) return;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [userId, refetch]);

  return profile;
};
