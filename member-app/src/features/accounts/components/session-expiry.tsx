import { ERROR_MESSAGES, PAGES } from '@barterbits/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { loadCatalogs, tOr } from '../../../lib/i18n.ts';
import { stopPush } from '../../../lib/push/push.ts';
import { createInactivityTimer } from '../../../lib/session-expiry.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useResetPersistedAtoms } from '../../../stores/reset.ts';
import { userAtom } from '../../../stores/session.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Signs a member out after SESSION_EXPIRATION_MS without activity (also at start when the
 * last-active marker is already that old) and says why in the banner. Rendered once at the root.
 */
export const SessionExpiry = () => {
  const user = useAtomValue(userAtom);
  const signedIn = user !== null && api.session.isSignedIn();
  const queryClient = useQueryClient();
  const resetAtoms = useResetPersistedAtoms();
  const navigate = useNavigate();
  const notify = useNotify();
  // The latest callbacks, without restarting the timer when their identity changes.
  const expireRef = useRef<() => void>(() => {});
  expireRef.current = () => {
    // The device's push token goes first (it needs the session), as on a sign-out by hand.
    void stopPush()
      .then(() => api.logout())
      .finally(() => {
        resetAtoms();
        queryClient.clear();
        navigate(PAGES.signIn.path, { replace: true });
        // The banner's words are in this feature's catalog, which the page open may not have loaded.
        void loadCatalogs(['accounts'])
          .catch(() => {})
          .then(() =>
            notify({
              message: tOr('accounts.sessionExpiry.expired', ERROR_MESSAGES.sessionExpired),
              severity: 'warning',
              duration: 10_000,
            }),
          );
      });
  };

  useEffect(() => {
    if (!signedIn) return;
    const timer = createInactivityTimer({
      onExpire: () => expireRef.current(),
      getLastActive: () => api.session.lastActive(),
      touch: () => api.session.touch(),
    });
    const onActivity = () => timer.activity();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      timer.check();
      timer.activity();
    };
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true });
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    timer.start();
    return () => {
      timer.stop();
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [signedIn]);

  return null;
};
