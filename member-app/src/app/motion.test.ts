import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { prefersReducedMotion, STILL_MOTION } from './motion.ts';

describe('less motion', () => {
  it('follows the device’s prefers-reduced-motion', () => {
    expect(prefersReducedMotion((q) => ({ matches: q === '(prefers-reduced-motion: reduce)' }))).toBe(true);
    expect(prefersReducedMotion(() => ({ matches: false }))).toBe(false);
    expect(prefersReducedMotion(undefined)).toBe(false);
  });

  it('makes every MUI transition end at once and turns the ripple off', () => {
    const theme = createTheme({ transitions: STILL_MOTION.transitions, components: STILL_MOTION.components });
    for (const ms of Object.values(theme.transitions.duration)) expect(ms).toBe(0);
    expect(theme.transitions.create('opacity')).toMatch(/^opacity 0ms/);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(theme.components?.MuiPopover?.defaultProps?.transitionDuration).toBe(0);
    expect(theme.components?.MuiMenu?.defaultProps?.transitionDuration).toBe(0);
    // Every duration MUI has is covered.
    expect(Object.keys(STILL_MOTION.transitions.duration).sort()).toEqual(
      Object.keys(createTheme().transitions.duration).sort(),
    );
  });
});
