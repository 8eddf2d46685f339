import { BANNER_AUTO_HIDE_MS, BANNER_NARROW_BREAKPOINT_PX } from '@barterbits/contracts';

export type BannerSeverity = 'success' | 'info' | 'warning' | 'error';

/** The id of the shell's own banner; other ids belong to banners that pages render themselves. */
export const APP_BANNER_ID = 'APP';

/** Media query for screens narrower than the banner breakpoint (600 px). */
export const BANNER_NARROW_QUERY = `(max-width:${BANNER_NARROW_BREAKPOINT_PX - 0.05}px)`;

export interface BannerAnchor {
  vertical: 'top';
  horizontal: 'center' | 'right';
}

/** Top centre on narrow screens, top right otherwise. */
export const bannerAnchorOrigin = (isNarrow: boolean): BannerAnchor => ({
  vertical: 'top',
  horizontal: isNarrow ? 'center' : 'right',
});

/** Same rule from a viewport width, for callers without a media query. */
export const isNarrowWidth = (width: number): boolean => width < BANNER_NARROW_BREAKPOINT_PX;

/** How long the banner stays: the message's own duration, else the banner default of 3000 ms. */
export const bannerAutoHideMs = (duration: number | null | undefined): number =>
  typeof duration === 'number' && Number.isFinite(duration) && duration > 0 ? duration : BANNER_AUTO_HIDE_MS;

/** The shell banner shows only messages addressed to it. */
export const isAppBannerVisible = (state: { showSnackbar: boolean; id: string; message: string }): boolean =>
  state.showSnackbar && state.id === APP_BANNER_ID && state.message !== '';
