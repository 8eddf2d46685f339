/**
 * How the home feed fills a wide screen. The feed is a grid of equal columns, as many as fit at
 * {@link FEED_CARD_MIN_WIDTH}; each row of offers (section) spans as many columns as it has cards, so
 * short rows sit side by side instead of one card per screen-wide row, and a long row wraps its cards
 * onto at most {@link FEED_MAX_LINES} full lines ("See all" has the rest). Under
 * {@link FEED_WIDE_MIN_COLUMNS} columns (phones, narrow windows) each row is a horizontal scroller.
 */
export const FEED_CARD_MIN_WIDTH = 208;
export const FEED_GAP = 16;
export const FEED_WIDE_MIN_COLUMNS = 3;
export const FEED_MAX_LINES = 2;
/**
 * Cards asked per row (GET /offer/home-page `limit`; the server's default is 10): two full lines on
 * screens up to eight columns wide (about 2,000 px).
 */
export const HOME_FEED_LIMIT = 16;

/** Columns of the feed grid in a container `width` px wide (0 before it is measured: 1). */
export const feedColumns = (width: number) =>
  Math.max(1, Math.floor((width + FEED_GAP) / (FEED_CARD_MIN_WIDTH + FEED_GAP)));

/** Whether the feed is laid out as a grid of columns (else: stacked horizontal scrollers). */
export const isWideFeed = (columns: number) => columns >= FEED_WIDE_MIN_COLUMNS;

/**
 * Cards shown of a row of `count` in a grid of `columns`: all that fit on one line, else whole lines
 * only (no half-empty last line), at most {@link FEED_MAX_LINES}.
 */
export const visibleCards = (count: number, columns: number) =>
  count <= columns ? count : Math.min(Math.floor(count / columns), FEED_MAX_LINES) * columns;

/** Columns a row of `count` cards spans. */
export const sectionSpan = (count: number, columns: number) => Math.max(1, Math.min(count, columns));
