import { describe, expect, it, vi } from 'vitest';
import { type AdminDataApi, createDataProvider } from '../providers/dataProvider.ts';
import type { OfferSummariesApi } from './offerSummariesDataProvider.ts';
import { type OffersApi, toAdminOffersQuery } from './offersDataProvider.ts';

const page = <T>(data: T[], total = data.length) => ({ data, meta: { total, limit: 25, offset: 0 } });

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

describe('offers, offer-summaries and offer-reports providers', () => {
  const api: OffersApi & OfferSummariesApi = {
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
    declineOfferReports: vi.fn(async (b: { offerId: string }) => ({
      data: { offerId: b.offerId, declined: 2 },
      message: 'The reports of this offer have been dismissed.',
    })),
  };
  const p = createDataProvider({ ...api, ...reportsApi } as unknown as AdminDataApi);
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

  it('lists reports with filters and the reports of one offer', async () => {
    await p.getList('offer-reports', { ...list, filter: { status: 'OPEN', reason: 'NOPE' } });
    expect(reportsApi.offerReports).toHaveBeenCalledWith({
      offset: 0,
      limit: 25,
      sortOrder: 'DESC',
      status: 'OPEN',
    });
    await p.getManyReference('offer-reports', { ...list, target: 'offerId', id: 'o1' });
    expect(reportsApi.reportsOfOffer).toHaveBeenCalledWith('o1', { offset: 0, limit: 25 });
  });

  it("dismisses an offer's open reports with the trimmed note, and answers the server's message", async () => {
    const res = await p.dismissOfferReports('offer-reports', { offerId: 'o1', note: '  Not spam ' });
    expect(reportsApi.declineOfferReports).toHaveBeenLastCalledWith({ offerId: 'o1', note: 'Not spam' });
    expect(res).toEqual({
      data: { offerId: 'o1', declined: 2 },
      message: 'The reports of this offer have been dismissed.',
    });
    await p.dismissOfferReports('offer-reports', { offerId: 'o2', note: '   ' });
    expect(reportsApi.declineOfferReports).toHaveBeenLastCalledWith({ offerId: 'o2' });
  });
});
