import Box from '@mui/material/Box';
import { type FocusEvent, type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

type Placement = 'bottom' | 'right';

/** Where the hint goes for an anchor at `r`: beside or below it, kept inside the window. */
function position(r: DOMRect, placement: Placement) {
  if (placement === 'right')
    return { top: r.top + r.height / 2, left: r.right + 8, transform: 'translateY(-50%)' };
  const centre = r.left + r.width / 2;
  // Near the window's right edge the hint ends at the anchor's right instead of being centred on it.
  return centre > window.innerWidth - 130
    ? { top: r.bottom + 8, right: Math.max(8, window.innerWidth - r.right) }
    : {
        top: r.bottom + 8,
        left: Math.max(8, centre),
        transform: centre < 130 ? undefined : 'translateX(-50%)',
      };
}

/**
 * A short visual hint shown while its child is pointed at or focused, and dismissed by Escape or a scroll:
 * the words of an icon button or the reason a control is disabled. It is for the eye only (the child carries
 * its own accessible name or description), and needs no positioning library: the page's first load stays
 * without one.
 */
export const Hint = ({
  title,
  placement = 'bottom',
  block = false,
  children,
}: {
  title: string;
  placement?: Placement;
  /** The child fills the line (a navigation entry) rather than sitting in the text. */
  block?: boolean;
  children: ReactNode;
}) => {
  const [at, setAt] = useState<ReturnType<typeof position> | null>(null);
  const show = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) =>
    setAt(position(event.currentTarget.getBoundingClientRect(), placement));
  const hide = () => setAt(null);

  useEffect(() => {
    if (!at) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAt(null);
    };
    const onScroll = () => setAt(null);
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [at]);

  return (
    <Box
      component="span"
      sx={block ? { display: 'block' } : { display: 'inline-flex', maxWidth: '100%' }}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children}
      {at
        ? createPortal(
            <Box
              aria-hidden
              data-testid="hint"
              sx={{
                position: 'fixed',
                ...at,
                zIndex: 'tooltip',
                pointerEvents: 'none',
                maxWidth: 240,
                px: 1,
                py: 0.5,
                borderRadius: 1,
                bgcolor: 'grey.800',
                color: 'common.white',
                typography: 'caption',
              }}
            >
              {title}
            </Box>,
            document.body,
          )
        : null}
    </Box>
  );
};
