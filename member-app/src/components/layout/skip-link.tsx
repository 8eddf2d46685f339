import Box from '@mui/material/Box';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';

/** The id of the shell's main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first stop of the Tab order in the member shell, off-screen until it has
 * keyboard focus. It moves focus to the main landmark (which takes focus with tabIndex -1), so the
 * next Tab reaches the page's first control instead of the header and the nine navigation links.
 *
 * After an in-app navigation that removed the focused element (a card link, the sign-in form), focus
 * would fall back to the body and the browser would continue Tab from wherever the old element was.
 * The link takes focus instead, as a full page load would start: the next Tab or Enter goes on from
 * the top of the new page. A first page load (POP on mount) is left to the browser.
 */
export const SkipLink = ({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) => {
  const t = useT();
  const ref = useRef<HTMLAnchorElement>(null);
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page (path or query) changes.
  useEffect(() => {
    const initialLoad = first.current && navigationType === 'POP';
    first.current = false;
    if (initialLoad) return;
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, [pathname, search]);

  return (
    <Box
      component="a"
      ref={ref}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        mainRef.current?.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 44,
        px: 2,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        textDecoration: 'none',
        boxShadow: 3,
        // Off-screen (not display:none, so it stays in the Tab order) until it has keyboard focus; a
        // mouse user whose click moved focus here after a navigation does not see it.
        transform: 'translateY(-200%)',
        '&:focus-visible': {
          transform: 'none',
          outline: '3px solid',
          outlineColor: 'primary.dark',
          outlineOffset: 2,
        },
      })}
    >
      {t('app.skipLink')}
    </Box>
  );
};
