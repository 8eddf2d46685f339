// First: the language module reaches the API client, whose modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalogs } from '../../lib/i18n.ts';
import {
  applyVote,
  counterText,
  HEART_VALUES,
  heartsBars,
  nextReaction,
  REVIEW_WINDOW_HINT,
  tradeLabel,
} from './review-rules.ts';

beforeAll(async () => {
  // The words are the frame's catalog's, in English.
  await loadCatalogs(['app'], 'en-CA');
  i18n.activate('en-CA');
});

describe('review rules', () => {
  it('a pressed vote button withdraws the vote; the other one switches it', () => {
    expect(nextReaction(null, 'LIKE')).toBe('LIKE');
    expect(nextReaction('LIKE', 'LIKE')).toBe('NEUTRAL');
    expect(nextReaction('LIKE', 'DISLIKE')).toBe('DISLIKE');
    expect(nextReaction('DISLIKE', 'DISLIKE')).toBe('NEUTRAL');
  });

  it('names the verified trade', () => {
    expect(tradeLabel({ amountCents: 6_000, offerTitle: 'Full bike tune-up' })).toBe(
      'Verified barter of 60.00 BITS™ · Full bike tune-up',
    );
    expect(tradeLabel({ amountCents: 123_450, offerTitle: 'Cabin' })).toBe(
      'Verified barter of 1,234.50 BITS™ · Cabin',
    );
    // A review tells readers the payment was disputed first.
    expect(tradeLabel({ amountCents: 6_000, offerTitle: 'Snow tires', disputed: true })).toBe(
      'Verified barter of 60.00 BITS™ · Snow tires · settled after a dispute',
    );
    expect(tradeLabel({ amountCents: 6_000, offerTitle: 'Snow tires', disputed: false })).toBe(
      'Verified barter of 60.00 BITS™ · Snow tires',
    );
  });

  it('bars run from 5 hearts to 1 with their shares', () => {
    expect(HEART_VALUES).toEqual([1, 2, 3, 4, 5]);
    const bars = heartsBars({ count: 4, hearts: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 } });
    expect(bars.map((b) => b.hearts)).toEqual([5, 4, 3, 2, 1]);
    expect(bars.map((b) => b.share)).toEqual([0.5, 0.25, 0.25, 0, 0]);
    expect(
      heartsBars({ count: 0, hearts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }).every((b) => b.share === 0),
    ).toBe(true);
  });

  it('applies a vote answer to its review only', () => {
    const r = { id: 'a', likes: 1, dislikes: 1, myVote: null, text: 'x' };
    const result = { reviewId: 'a', myVote: 'LIKE' as const, likes: 2, dislikes: 1 };
    expect(applyVote(r, result)).toEqual({ ...r, likes: 2, myVote: 'LIKE' });
    expect(applyVote({ ...r, id: 'b' }, result)).toEqual({ ...r, id: 'b' });
  });

  it('counter and window hint', () => {
    expect(counterText('hello', 249)).toBe('5/249');
    expect(REVIEW_WINDOW_HINT).toBe(
      'You can review a member within 30 days of a completed barter with them.',
    );
  });
});
