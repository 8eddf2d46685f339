/**
 * Text for screen readers only (the usual "visually hidden" pattern): a 1 × 1 px box, clipped, taken
 * out of the layout. Lengths are strings on purpose: in MUI's `sx`, the number 1 means 100 %, which
 * made the hidden text as wide as its container and pushed pages wider than the phone. The parent
 * should be positioned (`position: relative`) so the box stays inside it.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
