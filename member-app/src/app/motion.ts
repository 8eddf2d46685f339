/**
 * Less motion for those who ask their device for it (WCAG 2.3.3): MUI's transitions (dialogs, menus,
 * banners, the navigation drawer) end at once and buttons do not ripple. Spinners still turn: they say
 * that something is on its way.
 */

/** Whether the device asks for less motion (read once, when the app loads). */
export const prefersReducedMotion = (
  matchMedia: ((query: string) => { matches: boolean }) | undefined = globalThis.window?.matchMedia?.bind(
    globalThis.window,
  ),
): boolean => matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The theme options of less motion: every transition duration 0 (popovers and menus size theirs by their
 * height unless told), no ripple.
 */
export const STILL_MOTION = {
  transitions: {
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiPopover: { defaultProps: { transitionDuration: 0 } },
    MuiMenu: { defaultProps: { transitionDuration: 0 } },
  },
} as const;
