/**
 * A text link that stands on its own (not inside a sentence) is a touch target like a button: at least
 * 44 px tall (the theme's buttons and fields, src/app/theme.ts). `inline-flex` keeps its look, the line
 * it sits on and its width; only the hit area grows. Links inside running text stay inline (WCAG 2.5.5
 * exempts them).
 */
export const touchTargetLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
} as const;
