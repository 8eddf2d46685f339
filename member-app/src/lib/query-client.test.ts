import { describe, expect, it } from 'vitest';
import { createQueryClient, errorStatus, shouldRetryQuery } from './query-client.ts';

describe('shouldRetryQuery', () => {
  it('retries a server or network failure once', () => {
    expect(shouldRetryQuery(0, { status: 500 })).toBe(true);
    expect(shouldRetryQuery(0, new Error('Network Error'))).toBe(true);
    expect(shouldRetryQuery(1, { status: 503 })).toBe(false);
  });

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryQuery(0, { status })).toBe(false);
    }
  });
});

describe('errorStatus', () => {
  it('reads a numeric status only', () => {
    expect(errorStatus({ status: 404 })).toBe(404);
    expect(errorStatus({ status: '404' })).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
    expect(errorStatus('boom')).toBeUndefined();
  });
});

describe('createQueryClient', () => {
  it('does not refetch on focus or mount and uses the retry rule', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchOnMount).toBe(false);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
