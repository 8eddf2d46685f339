import { describe, expect, it, vi } from 'vitest';
import { type AdminDataApi, createDataProvider } from '../providers/dataProvider.ts';
import { REVIEWS_RESOURCE, type ReviewsApi, type ReviewVote, toReviewsQuery } from './reviewsDataProvider.ts';

const vote = (i: number): ReviewVote => ({
  id: `v${i}`,
  voter: { id: `u${i}`, displayName: `Voter ${i}`, profilePhoto: null },
  reaction: i % 2 ? 'LIKE' : 'DISLIKE',
  createdAt: '2026-01-01T10:00:00.000Z',
});

describe('reviews data provider', () => {
  it('maps the filters (member, hearts, reported, enabled) and the page', () => {
    expect(
      toReviewsQuery({
        pagination: { page: 2, perPage: 25 },
        filter: { userId: 'u1', hearts: '4', reported: 'true', enabled: false, isGiven: 'true' },
      }),
    ).toEqual({
      offset: 25,
      limit: 25,
      userId: 'u1',
      hearts: 4,
      reported: 'true',
      enabled: 'false',
      isGiven: 'true',
    });
    // Out-of-range hearts and unknown flags are left out; "given" needs a member.
    expect(toReviewsQuery({ filter: { hearts: '9', reported: 'maybe', isGiven: 'true' } })).toEqual({
      offset: 0,
      limit: 25,
    });
  });

  it('reads an export in pages of at most 100 (the server limit of GET /review)', async () => {
    const listReviews = vi.fn(async (q?: { offset?: unknown; limit?: unknown }) => {
      const offset = Number(q?.offset);
      const limit = Number(q?.limit);
      const n = Math.max(0, Math.min(limit, 230 - offset));
      return {
        data: Array.from({ length: n }, (_, i) => ({ id: `r${offset + i}` })),
        meta: { total: 230, offset, limit },
      };
    });
    const dp = createDataProvider({ listReviews } as unknown as AdminDataApi);
    const res = await dp.getList(REVIEWS_RESOURCE, {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(res.data).toHaveLength(230);
    expect(res.total).toBe(230);
    expect(listReviews.mock.calls.map(([q]) => [q?.offset, q?.limit])).toEqual([
      [0, 100],
      [100, 100],
      [200, 100],
    ]);
  });

  it('asks for the vote history with offset 0 and limit 10000000 and reads on from where a capped page ended', async () => {
    const all = Array.from({ length: 1500 }, (_, i) => vote(i));
    const getReviewVoteHistory = vi.fn<ReviewsApi['getReviewVoteHistory']>(async (_id, q) => {
      const offset = Number(q?.offset);
      const data = all.slice(offset, offset + 1000);
      return { data, meta: { total: all.length, offset, limit: 1000, likes: 700, dislikes: 600 } };
    });
    const dp = createDataProvider({ getReviewVoteHistory } as unknown as AdminDataApi);
    const history = await dp.reviewVoteHistory(REVIEWS_RESOURCE, { id: 'r1' });
    expect(history.votes).toHaveLength(1500);
    expect(history).toMatchObject({ total: 1500, likes: 700, dislikes: 600 });
    expect(getReviewVoteHistory.mock.calls.map(([id, q]) => [id, q?.offset, q?.limit])).toEqual([
      ['r1', 0, 10_000_000],
      ['r1', 1000, 10_000_000],
    ]);
  });

  it('sends enable/disable with its reason and answers the server message', async () => {
    const enableDisableReview = vi.fn(async () => ({
      data: { review: { id: 'r1' }, resolvedReports: 2 },
      message: 'The review has been disabled.',
    }));
    const dp = createDataProvider({ enableDisableReview } as unknown as AdminDataApi);
    const res = await dp.enableDisableReview(REVIEWS_RESOURCE, {
      reviewId: 'r1',
      enabled: false,
      reason: 'Abuse',
    });
    expect(enableDisableReview).toHaveBeenCalledWith({ reviewId: 'r1', enabled: false, reason: 'Abuse' });
    expect(res.message).toBe('The review has been disabled.');
  });
});
