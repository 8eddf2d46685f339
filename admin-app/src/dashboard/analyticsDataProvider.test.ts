import { describe, expect, it, vi } from 'vitest';
import { DataProviderError } from '../providers/errors.ts';
import { ANALYTICS_RESOURCE, type AnalyticsApi, createAnalyticsProvider } from './analyticsDataProvider.ts';

const range = { from: '2026-01-01', to: '2026-01-07' };

const fakeApi = (overrides: Partial<AnalyticsApi> = {}): AnalyticsApi => ({
  adminAnalytics: vi.fn(async () => ({ data: { range: { ...range, days: 7 } } as never })),
  adminAnalyticsStats: vi.fn(async () => ({ data: { daily: [] } as never })),
  ...overrides,
});

describe('analytics data provider', () => {
  it('reads the cards and the charts for the range, answering their figures', async () => {
    const api = fakeApi();
    const dp = createAnalyticsProvider(api);
    expect(await dp.analyticsOverview(ANALYTICS_RESOURCE, range)).toEqual({ range: { ...range, days: 7 } });
    expect(await dp.analyticsStats(ANALYTICS_RESOURCE, range)).toEqual({ daily: [] });
    expect(api.adminAnalytics).toHaveBeenCalledWith(range);
    expect(api.adminAnalyticsStats).toHaveBeenCalledWith(range);
  });

  it('asks for the days only, whatever else the range carries', async () => {
    const api = fakeApi();
    await createAnalyticsProvider(api).analyticsOverview(ANALYTICS_RESOURCE, { ...range, days: 7 } as never);
    expect(api.adminAnalytics).toHaveBeenCalledWith(range);
  });

  it("keeps the server's refusal (status and message) for the page to show", async () => {
    const refusal = Object.assign(new Error('Your role (Support) may not do this.'), {
      status: 403,
      code: 'ROLE_FORBIDDEN',
    });
    const dp = createAnalyticsProvider(
      fakeApi({ adminAnalyticsStats: vi.fn(async () => Promise.reject(refusal)) }),
    );
    await expect(dp.analyticsStats(ANALYTICS_RESOURCE, range)).rejects.toBe(refusal);
  });

  it('turns the server’s per-field messages (days it refuses) into form errors', async () => {
    const invalid = Object.assign(new Error('Please check the highlighted fields.'), {
      status: 400,
      fieldErrors: { to: ['Choose at most 366 days.'] },
    });
    const dp = createAnalyticsProvider(
      fakeApi({ adminAnalytics: vi.fn(async () => Promise.reject(invalid)) }),
    );
    const error = await dp.analyticsOverview(ANALYTICS_RESOURCE, range).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataProviderError);
    expect(error).toMatchObject({ status: 400, body: { errors: { to: 'Choose at most 366 days.' } } });
  });

  it('has no list or record', async () => {
    await expect(createAnalyticsProvider(fakeApi()).getList(ANALYTICS_RESOURCE, {} as never)).rejects.toThrow(
      'getList is not supported for "analytics".',
    );
  });
});
