import { describe, expect, it } from 'vitest';
import { feedColumns, isWideFeed, sectionSpan, visibleCards } from './feed-layout.ts';

describe('home feed layout', () => {
  it('fits columns of at least 208 px with 16 px gaps', () => {
    expect(feedColumns(0)).toBe(1);
    expect(feedColumns(343)).toBe(1); // phone
    expect(feedColumns(976)).toBe(4); // 1280 px screen with the navigation panel
    expect(feedColumns(1216)).toBe(5); // 1280 px, panel collapsed
    expect(isWideFeed(feedColumns(343))).toBe(false);
    expect(isWideFeed(feedColumns(976))).toBe(true);
  });

  it('shows a short row whole and a long one as full lines, two at most', () => {
    expect(visibleCards(1, 4)).toBe(1);
    expect(visibleCards(4, 4)).toBe(4);
    expect(visibleCards(6, 4)).toBe(4);
    expect(visibleCards(9, 4)).toBe(8);
    expect(visibleCards(16, 4)).toBe(8);
    expect(sectionSpan(1, 4)).toBe(1);
    expect(sectionSpan(9, 4)).toBe(4);
  });
});
