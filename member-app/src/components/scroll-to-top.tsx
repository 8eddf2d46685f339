import { useSetAtom } from 'jotai';
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { shouldScrollToTop } from '../lib/routes.ts';
import { currentRouteAtom } from '../stores/ui.ts';

/** Scrolls to top on every path change and remembers the current route. */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  const setCurrentRoute = useSetAtom(currentRouteAtom);

  useLayoutEffect(() => {
    if (shouldScrollToTop(previous.current, pathname)) window.scrollTo(0, 0);
    previous.current = pathname;
    setCurrentRoute(pathname);
  }, [pathname, setCurrentRoute]);

  return null;
};
