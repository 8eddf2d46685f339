import {
  MATCH_COUNT_CAP as CONTRACTS_MATCH_COUNT_CAP,
  type TAdminWant,
  WANT_STATUSES,
  ZAdminWantStatusRequest,
} from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { listCsv } from '../layout/csvExport.tsx';
import { canOpenResource } from '../permissions/adminPermissions.ts';
import { type AdminDataApi, createDataProvider } from '../providers/dataProvider.ts';
import {
  MATCH_COUNT_CAP,
  matchCountLabel,
  maxPriceLabel,
  WANT_REASON_MAX,
  WANT_STATUS_VALUES,
  wantStatusLabel,
} from './wantLabels.ts';
import { toWantCsvRow } from './wantsCsv.ts';
import { toAdminWantsQuery, toWantStatusBody, WANTS_RESOURCE } from './wantsDataProvider.ts';

const want = (over: Partial<TAdminWant> = {}): TAdminWant => ({
  id: '55555555-5555-4555-8555-555555555555',
  title: 'Bike repair',
  description: '=1+1, a flat tire',
  category: 'Services',
  categoryId: 2,
  maxCents: 4_050,
  radiusKm: 25,
  alert: 'INSTANT',
  status: 'ACTIVE',
  disabledReason: null,
  city: 'Toronto',
  province: 'ON',
  expiresAt: '2027-01-29T10:00:00.000Z',
  createdAt: '2026-11-30T10:00:00.000Z',
  updatedAt: '2026-11-30T10:00:00.000Z',
  matchCount: 3,
  newMatchCount: 1,
  member: { id: '11111111-1111-4111-8111-111111111111', displayName: 'Alex M.', email: 'alex@example.com' },
  openReportCount: 2,
  ...over,
});

const french = async (): Promise<Translate> => {
  await loadMessages('fr-CA');
  const provider = createI18nProvider('fr-CA');
  return (key, values) => provider.translate(key, values);
};

describe('wants data provider', () => {
  it('maps the text, status, member and "reported only" filters and the page; unknown values are left out', () => {
    expect(
      toAdminWantsQuery({
        pagination: { page: 3, perPage: 10 },
        filter: { q: '  bike ', status: 'DISABLED', userId: 'u1', reported: true },
      }),
    ).toEqual({ offset: 20, limit: 10, q: 'bike', status: 'DISABLED', userId: 'u1', reported: 'true' });
    expect(toAdminWantsQuery({ filter: { status: 'GONE', reported: false, q: '  ' } })).toEqual({
      offset: 0,
      limit: 25,
    });
  });

  it('lists, reads one with its reports, and reads an export in pages of the server’s 100', async () => {
    const adminWants = vi.fn(async (q?: { offset?: number; limit?: number }) => ({
      data: Array.from({ length: Math.min(q?.limit ?? 25, 100) }, () => want()),
      meta: { total: 150, offset: q?.offset ?? 0, limit: q?.limit ?? 25 },
    }));
    const adminWant = vi.fn(async () => ({ data: { ...want(), reports: [] } }));
    const dp = createDataProvider({ adminWants, adminWant } as unknown as AdminDataApi);
    const list = await dp.getList(WANTS_RESOURCE, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { reported: 'true' },
    });
    expect(adminWants).toHaveBeenCalledWith({ offset: 0, limit: 25, reported: 'true' });
    expect(list.total).toBe(150);
    expect((await dp.getOne(WANTS_RESOURCE, { id: 'w1' })).data).toEqual({ ...want(), reports: [] });
    expect(adminWant).toHaveBeenCalledWith('w1');
    adminWants.mockClear();
    await dp.getList(WANTS_RESOURCE, {
      pagination: { page: 1, perPage: 150 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(adminWants.mock.calls.map((c) => c[0])).toEqual([
      { offset: 0, limit: 100 },
      { offset: 100, limit: 50 },
    ]);
  });

  it('disables with the trimmed reason, enables without one, and dismisses the reports', async () => {
    const adminChangeWantStatus = vi.fn(async () => ({
      data: { ...want({ status: 'DISABLED' }), reports: [] },
    }));
    const adminDeclineWantReports = vi.fn(async () => ({
      data: { ...want({ openReportCount: 0 }), reports: [] },
    }));
    const dp = createDataProvider({
      adminChangeWantStatus,
      adminDeclineWantReports,
    } as unknown as AdminDataApi);
    const res = await dp.changeWantStatus(WANTS_RESOURCE, {
      id: 'w1',
      status: 'DISABLED',
      reason: '  Spam  ',
    });
    expect(adminChangeWantStatus).toHaveBeenCalledWith('w1', { status: 'DISABLED', reason: 'Spam' });
    expect(res.data.status).toBe('DISABLED');
    await dp.changeWantStatus(WANTS_RESOURCE, { id: 'w1', status: 'ACTIVE', reason: 'ignored' });
    expect(adminChangeWantStatus).toHaveBeenLastCalledWith('w1', { status: 'ACTIVE' });
    expect((await dp.declineWantReports(WANTS_RESOURCE, { id: 'w1' })).data.openReportCount).toBe(0);
    expect(adminDeclineWantReports).toHaveBeenCalledWith('w1');
    expect(toWantStatusBody({ status: 'DISABLED' })).toEqual({ status: 'DISABLED', reason: '' });
  });

  it('passes on a refusal with the server’s words', async () => {
    const refusal = Object.assign(new Error('This want is already disabled.'), { status: 409 });
    const dp = createDataProvider({
      adminChangeWantStatus: vi.fn(async () => Promise.reject(refusal)),
    } as unknown as AdminDataApi);
    await expect(
      dp.changeWantStatus(WANTS_RESOURCE, { id: 'w1', status: 'DISABLED', reason: 'x' }),
    ).rejects.toThrow('already disabled');
  });

  it('mirrors the contracts’ statuses and the reason’s limit', () => {
    expect(WANT_STATUS_VALUES).toEqual([...WANT_STATUSES]);
    expect(WANT_REASON_MAX).toBe(ZAdminWantStatusRequest.shape.reason.unwrap().maxLength);
    expect(MATCH_COUNT_CAP).toBe(CONTRACTS_MATCH_COUNT_CAP);
  });
});

describe('the wants resource is opened by who may list wants', () => {
  it('follows GET /admin/wants', () => {
    const perms = (allowed: string[]) => ({ role: null, readOnly: true, allowedEndpoints: allowed });
    expect(canOpenResource(perms(['adminWants']), WANTS_RESOURCE)).toBe(true);
    expect(canOpenResource(perms(['adminOffers']), WANTS_RESOURCE)).toBe(false);
  });
});

describe('a want’s words and its CSV line', () => {
  it('reads its status and the most the member would pay, in English and French', async () => {
    expect(wantStatusLabel('DISABLED')).toBe('Disabled');
    expect(maxPriceLabel(4_050)).toBe('40.50 BITS™');
    expect(maxPriceLabel(null)).toBe('No limit');
    const t = await french();
    expect(wantStatusLabel('EXPIRED', t)).toBe('Expirée');
    expect(maxPriceLabel(null, t)).toBe('Aucune limite');
  });

  it('writes readable columns, the status in words beside its code, the text defused', () => {
    const csv = listCsv('wants', [
      toWantCsvRow(want({ status: 'DISABLED', disabledReason: 'Spam' })),
      toWantCsvRow(want({ maxCents: null, city: null })),
    ]);
    const [header, first, second] = csv.split('\r\n');
    expect(header).toBe(
      'ID,Title,Description,Category,Most they would pay (BITS),Radius (km),City,Province,Member (ID),Member,Member (email),Status code,Status,Disabled because,Open reports,Matches,Expires,Created',
    );
    expect(first).toBe(
      '55555555-5555-4555-8555-555555555555,Bike repair,"\'=1+1, a flat tire",Services,40.50,25,Toronto,ON,11111111-1111-4111-8111-111111111111,Alex M.,alex@example.com,DISABLED,Disabled,Spam,2,3,2027-01-29T10:00:00.000Z,2026-11-30T10:00:00.000Z',
    );
    expect(second).toContain(',Services,,25,,ON,');
    // A count at the server's cap says there may be more, in the CSV and on the page.
    expect(listCsv('wants', [toWantCsvRow(want({ matchCount: MATCH_COUNT_CAP }))])).toContain(',2,100+,');
    expect(matchCountLabel(MATCH_COUNT_CAP)).toBe('100+');
    expect(matchCountLabel(99)).toBe('99');
  });

  it('writes its headers and words in French', async () => {
    const t = await french();
    const csv = listCsv('wants', [toWantCsvRow(want({ status: 'PAUSED' }), t)], t);
    expect(csv.split('\r\n')[0]).toContain('Prix maximal (BITS),Rayon (km)');
    expect(csv).toContain(',PAUSED,En pause,');
  });
});
