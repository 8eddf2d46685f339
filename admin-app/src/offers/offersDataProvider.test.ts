import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { withOfferReports } from '../offer-reports/reportsDataProvider.ts';
import { type OffersApi, toAdminOffersQuery, withOffers } from './offersDataProvider.ts';

const page = <T>(data: T[], total = data.length) => ({ data, meta: { total, limit: 25, offset: 0 } });
const base = {
  getList: vi.fn(async () => ({ data: [], total: 0 })),
  getOne: vi.fn(async () => ({ data: { id: 'u' } })),
} as unknown as DataProvider;

describe('toAdminOffersQuery', () => {
  it('maps paging, sort and known filters; drops unknown values', () => {
    expect(
      toAdminOffersQuery({
        pagination: { page: 3, perPage: 10 },
        sort: { field: 'title', order: 'ASC' },
        filter: { q: '  bike ', status: 'DISABLED', category: 'Boats', reported: true },
      }),
    ).toEqual({
      offset: 20,
      limit: 10,
      sortBy: 'title',
      sortOrder: 'ASC',
      q: 'bike',
      status: 'DISABLED',
      reported: 'true',
    });
    expect(toAdminOffersQuery({ sort: { field: 'id', order: 'DESC' } })).toMatchObject({
      sortBy: 'createdAt',
    });
  });
});

describe('withOffers / withOfferReports', () => {
  const api: OffersApi = {
    adminOffers: vi.fn(async (q) => page(q.ids ? [{ id: q.ids.split(',')[0] }] : [], 7) as never),
    adminUserOffers: vi.fn(async () => page([{ id: 'o1' }], 1) as never),
    changeOfferStatus: vi.fn(async (b) => ({ data: { id: b.offerId, status: b.status } }) as never),
    offerActionSummary: vi.fn(async (id) => ({
      data: { offerId: id, views: 1, favourites: 2, reports: 3, openReports: 1 },
    })),
  };
  const reportsApi = {
    offerReports: vi.fn(async () => page([], 0)),
    reportsOfOffer: vi.fn(async () => page([], 0)),
  };
  const p = withOfferReports(withOffers(base, api), reportsApi);
  const list = {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'createdAt', order: 'DESC' as const },
    filter: {},
  };

  it('reads one offer through the ids filter and the summary by offer id', async () => {
    expect((await p.getOne('offers', { id: 'o9' })).data).toEqual({ id: 'o9' });
    expect(api.adminOffers).toHaveBeenLastCalledWith({ ids: 'o9', limit: 1 });
    expect((await p.getOne('offer-summaries', { id: 'o9' })).data).toMatchObject({
      id: 'o9',
      openReports: 1,
    });
  });

  it("reads a member's offers by status through GET /offer/{userId}", async () => {
    const res = await p.getManyReference('offers', {
      ...list,
      target: 'userId',
      id: 'u1',
      filter: { status: 'DISABLED' },
    });
    expect(res).toEqual({ data: [{ id: 'o1' }], total: 1 });
    expect(api.adminUserOffers).toHaveBeenCalledWith(
      'u1',
      expect.objectContaining({ offerType: 'DISABLED', offset: 0 }),
    );
  });

  it('changes the status with user=ADMIN and keeps the rest of the record', async () => {
    const res = await p.update('offers', {
      id: 'o1',
      data: { status: 'DISABLED', reason: ' Spam ' },
      previousData: { id: 'o1', seller: { id: 'u1' } },
    });
    expect(api.changeOfferStatus).toHaveBeenCalledWith({
      offerId: 'o1',
      status: 'DISABLED',
      user: 'ADMIN',
      reason: 'Spam',
    });
    expect(res.data).toEqual({ id: 'o1', status: 'DISABLED', seller: { id: 'u1' } });
  });

  it('lists reports with filters, the reports of one offer, and leaves other resources alone', async () => {
    await p.getList('offer-reports', { ...list, filter: { status: 'OPEN', reason: 'NOPE' } });
    expect(reportsApi.offerReports).toHaveBeenCalledWith({
      offset: 0,
      limit: 25,
      sortOrder: 'DESC',
      status: 'OPEN',
    });
    await p.getManyReference('offer-reports', { ...list, target: 'offerId', id: 'o1' });
    expect(reportsApi.reportsOfOffer).toHaveBeenCalledWith('o1', { offset: 0, limit: 25 });
    await p.getList('users', list);
    expect(base.getList).toHaveBeenCalledWith('users', list);
  });
});
