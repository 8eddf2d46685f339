import { afterEach, describe, expect, it, vi } from 'vitest';

/** The console theme as loaded on a device that does (or does not) ask for less motion. */
async function themeWith(reduce: boolean) {
  vi.resetModules();
  vi.stubGlobal('window', {
    addEventListener: () => {},
    removeEventListener: () => {},
    matchMedia: (q: string) => ({ matches: reduce && q === '(prefers-reduced-motion: reduce)' }),
  });
  return (await import('./theme.ts')).consoleTheme;
}

afterEach(() => vi.unstubAllGlobals());

describe('the console theme and motion', () => {
  it('a device that asks for less motion gets no transitions, popovers included, and no ripple', async () => {
    const theme = await themeWith(true);
    for (const ms of Object.values(theme.transitions?.duration ?? { none: 1 })) expect(ms).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(theme.components?.MuiPopover?.defaultProps?.transitionDuration).toBe(0);
    expect(theme.components?.MuiMenu?.defaultProps?.transitionDuration).toBe(0);
  });

  it('others keep react-admin’s motion', async () => {
    const theme = await themeWith(false);
    expect(theme.transitions).toBeUndefined();
    expect(theme.components?.MuiButtonBase).toBeUndefined();
  });
});
