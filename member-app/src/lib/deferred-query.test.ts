import { describe, expect, it } from 'vitest';
import { drawnQuery } from './deferred-query.ts';

const pending = { data: undefined, isPending: true, isSuccess: false, status: 'pending' as const };
const answered = (data: string[]) => ({
  data: data as string[] | undefined,
  isPending: false,
  isSuccess: true,
  status: 'success' as const,
});

describe('drawnQuery', () => {
  it('is the query itself once its answer is drawn, and while it has none', () => {
    const done = answered(['bike']);
    expect(drawnQuery(done, done.data)).toBe(done);
    expect(drawnQuery(pending, undefined)).toBe(pending);
  });

  it('reads as still loading while a first answer is being drawn, never as an empty answer', () => {
    const view = drawnQuery(answered(['bike']), undefined);
    expect(view).toEqual({ data: undefined, isPending: true, isSuccess: false, status: 'pending' });
  });

  it('keeps the answer on screen while a newer one is being drawn', () => {
    const view = drawnQuery(answered(['bike', 'kayak']), ['bike']);
    expect(view.data).toEqual(['bike']);
    expect(view.isSuccess).toBe(true);
  });
});
