import { PAGES } from '@barterbits/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isRestricted, mustShowRestrictionPage, restrictionViewAtom } from '../../../lib/restrictions.ts';
import { normalizePath } from '../../../lib/routes.ts';
import { useRestrictionCheck } from '../api/check-restrictions.ts';

/**
 * Keeps the restriction state current (see useRestrictionCheck); once the server has said the whole
 * system is down, sends the member to /web-restrictions, remembering where they were; when a lock ends,
 * loads again what it made fail. Renders nothing.
 */
export const RestrictionWatcher = () => {
  useRestrictionCheck();
  const { checked, state } = useAtomValue(restrictionViewAtom);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const down = checked && mustShowRestrictionPage(state);
  const restricted = isRestricted(state);
  const wasRestricted = useRef(false);

  useEffect(() => {
    if (down && normalizePath(pathname) !== PAGES.webRestrictions.path)
      navigate(PAGES.webRestrictions.path, { replace: true, state: { from: `${pathname}${search}${hash}` } });
  }, [down, pathname, search, hash, navigate]);

  useEffect(() => {
    // The calls refused during the lock (the profile, a page's data) are asked again once it is lifted.
    if (wasRestricted.current && !restricted)
      void client.invalidateQueries({ predicate: (q) => q.state.status === 'error' });
    wasRestricted.current = restricted;
  }, [restricted, client]);
  return null;
};
