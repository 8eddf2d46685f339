/**
 * A text link that stands on its own (not inside a sentence) is a touch target like a button: at least
 * 44 px tall (the theme's buttons and fields, src/app/theme.ts). `inline-flex` keeps its look, the line
 * it sits on and its width; only the hit area grows. Links inside running text use
 * {@link inlineTouchTargetLink}.
 */
export const touchTargetLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
} as const;

/**
 * A link inside running text, as a 44 px touch target that moves nothing around it: padding above and
 * below an inline box grows its hit area without changing the line (1em of text plus 44 px less 1em),
 * and the padding at its sides is taken back by a negative margin.
 */
export const inlineTouchTargetLink = {
  paddingBlock: 'calc(22px - 0.5em)',
  paddingInline: '8px',
  marginInline: '-8px',
} as const;

/**
 * Room a page leaves below its last line (theme spacing: 96 px) so that, scrolled to its end, nothing
 * stays under the floating help button (56 px, 16–24 px from the bottom; components/need-help.tsx).
 */
export const HELP_BUTTON_ROOM = 12;
