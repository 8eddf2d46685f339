import type { TAdminBarterDispute } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { listCsv } from '../layout/csvExport.tsx';
import { type AdminDataApi, createDataProvider } from '../providers/dataProvider.ts';
import {
  movesOf,
  movesText,
  reasonLabel,
  SPLIT_PROBLEM_KEYS,
  sellerSilent,
  splitOf,
  statusLabel,
} from './barterDisputeLabels.ts';
import { toBarterDisputeCsvRow } from './barterDisputesCsv.ts';
import {
  BARTER_DISPUTES_RESOURCE,
  resolveAttempt,
  toBarterDisputesQuery,
} from './barterDisputesDataProvider.ts';

const dispute = (over: Partial<TAdminBarterDispute> = {}): TAdminBarterDispute => ({
  id: '33333333-3333-4333-8333-333333333333',
  status: 'ANSWERED',
  reason: 'DAMAGED',
  text: 'The frame was bent.',
  photos: [],
  sellerAnswer: 'It was fine when it left.',
  answeredAt: '2026-11-26T12:00:00.000Z',
  answerDueAt: '2026-11-28T10:00:00.000Z',
  openedAt: '2026-11-25T10:00:00.000Z',
  outcome: null,
  sellerCents: null,
  buyerCents: null,
  resolutionNote: null,
  resolvedAt: null,
  timeline: [],
  barter: {
    id: '44444444-4444-4444-8444-444444444444',
    reference: 'BR-1234',
    offerTitle: 'Bike tune-up',
    amountCents: 1_000,
    heldCents: 1_000,
  },
  buyer: { id: '11111111-1111-4111-8111-111111111111', displayName: 'Tess M.', email: 'tess@example.com' },
  seller: { id: '22222222-2222-4222-8222-222222222222', displayName: 'Rowan H.', email: 'rowan@example.com' },
  resolvedBy: null,
  ...over,
});

const BEFORE_DUE = new Date('2026-11-27T10:00:00.000Z');
const AFTER_DUE = new Date('2026-11-29T10:00:00.000Z');

const french = async (): Promise<Translate> => {
  await loadMessages('fr-CA');
  const provider = createI18nProvider('fr-CA');
  return (key, values) => provider.translate(key, values);
};

describe('barter disputes data provider', () => {
  it('maps the status, reason and member filters; no status asks for every dispute', () => {
    expect(
      toBarterDisputesQuery({
        pagination: { page: 2, perPage: 10 },
        filter: { status: 'UNRESOLVED', reason: 'DAMAGED', userId: 'u1' },
      }),
    ).toEqual({ offset: 10, limit: 10, status: 'UNRESOLVED', reason: 'DAMAGED', userId: 'u1' });
    expect(toBarterDisputesQuery({ filter: {} })).toEqual({ offset: 0, limit: 25, status: 'ALL' });
    expect(toBarterDisputesQuery({ filter: { status: 'WON', reason: 'LATE' } })).toEqual({
      offset: 0,
      limit: 25,
      status: 'ALL',
    });
  });

  it('lists, reads one, and counts those to decide for the menu', async () => {
    const adminBarterDisputes = vi.fn(async () => ({
      data: [dispute()],
      meta: { total: 4, offset: 0, limit: 25 },
    }));
    const adminBarterDispute = vi.fn(async () => ({ data: dispute() }));
    const dp = createDataProvider({ adminBarterDisputes, adminBarterDispute } as unknown as AdminDataApi);
    const list = await dp.getList(BARTER_DISPUTES_RESOURCE, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'UNRESOLVED' },
    });
    expect(adminBarterDisputes).toHaveBeenCalledWith({ offset: 0, limit: 25, status: 'UNRESOLVED' });
    expect(list).toEqual({ data: [dispute()], total: 4 });
    expect((await dp.getOne(BARTER_DISPUTES_RESOURCE, { id: 'd1' })).data).toEqual(dispute());
    expect(adminBarterDispute).toHaveBeenCalledWith('d1');
    expect(await dp.barterDisputesCount(BARTER_DISPUTES_RESOURCE)).toBe(4);
    expect(adminBarterDisputes).toHaveBeenLastCalledWith({ status: 'UNRESOLVED', limit: 1 });
  });

  it('resolves with the trimmed note and the attempt’s key; the seller’s part only for a split', async () => {
    const adminResolveBarterDispute = vi.fn(async () => ({
      data: dispute({ status: 'RESOLVED', outcome: 'SPLIT' }),
      message: 'The dispute is resolved and the held BITS were moved.',
    }));
    const dp = createDataProvider({ adminResolveBarterDispute } as unknown as AdminDataApi);
    const res = await dp.resolveBarterDispute(BARTER_DISPUTES_RESOURCE, {
      id: 'd1',
      outcome: 'SPLIT',
      sellerCents: 600,
      note: ' Half the work was done ',
      idempotencyKey: 'adm-k1',
    });
    expect(adminResolveBarterDispute).toHaveBeenCalledWith(
      'd1',
      { outcome: 'SPLIT', sellerCents: 600, note: 'Half the work was done' },
      'adm-k1',
    );
    expect(res.message).toBe('The dispute is resolved and the held BITS were moved.');
    await dp.resolveBarterDispute(BARTER_DISPUTES_RESOURCE, {
      id: 'd1',
      outcome: 'REFUND',
      sellerCents: 600,
      note: 'Never delivered',
      idempotencyKey: 'adm-k2',
    });
    expect(adminResolveBarterDispute).toHaveBeenLastCalledWith(
      'd1',
      { outcome: 'REFUND', note: 'Never delivered' },
      'adm-k2',
    );
  });

  it('gives each confirmed attempt a key of its own', () => {
    const first = resolveAttempt('d1', { outcome: 'RELEASE', note: 'Delivered' });
    const second = resolveAttempt('d1', { outcome: 'RELEASE', note: 'Delivered' });
    expect(first).toMatchObject({ id: 'd1', outcome: 'RELEASE', note: 'Delivered' });
    expect(first.idempotencyKey).toMatch(/^adm-[0-9a-f-]{36}$/);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('passes on a refusal with the server’s words', async () => {
    const refusal = Object.assign(
      new Error('The seller did not answer: the dispute can only be resolved for the buyer.'),
      { status: 409 },
    );
    const dp = createDataProvider({
      adminResolveBarterDispute: vi.fn(async () => Promise.reject(refusal)),
    } as unknown as AdminDataApi);
    await expect(
      dp.resolveBarterDispute(BARTER_DISPUTES_RESOURCE, {
        id: 'd1',
        outcome: 'RELEASE',
        note: 'x',
        idempotencyKey: 'k',
      }),
    ).rejects.toThrow('can only be resolved for the buyer');
  });
});

describe("a barter dispute's words", () => {
  it('reads its status, “Seller has not answered” once an open dispute’s answer is overdue', () => {
    const open = dispute({ status: 'OPEN', sellerAnswer: null, answeredAt: null });
    expect(statusLabel(open, undefined, BEFORE_DUE)).toBe('Waiting for the seller');
    expect(sellerSilent(open, BEFORE_DUE)).toBe(false);
    expect(statusLabel(open, undefined, AFTER_DUE)).toBe('Seller has not answered');
    expect(sellerSilent(open, new Date(open.answerDueAt))).toBe(true);
    expect(statusLabel(dispute(), undefined, AFTER_DUE)).toBe('Seller answered');
    expect(sellerSilent(dispute(), AFTER_DUE)).toBe(false);
    expect(statusLabel(dispute({ status: 'RESOLVED' }), undefined, AFTER_DUE)).toBe('Resolved');
    expect(reasonLabel('SERVICE_NOT_DONE')).toBe('Service not done');
  });

  it('reads them in French', async () => {
    const t = await french();
    const open = dispute({ status: 'OPEN' });
    expect(statusLabel(open, t, BEFORE_DUE)).toBe('En attente du vendeur');
    expect(statusLabel(open, t, AFTER_DUE)).toBe('Le vendeur n’a pas répondu');
    expect(reasonLabel('NOT_AS_DESCRIBED', t)).toBe('Non conforme à la description');
  });
});

describe('what a resolution moves', () => {
  it('splits a typed seller’s part in BITS to the cent, the buyer getting the rest', () => {
    expect(splitOf('6', 1_000)).toEqual({ sellerCents: 600, buyerCents: 400 });
    expect(splitOf(' 3.33 ', 1_000)).toEqual({ sellerCents: 333, buyerCents: 667 });
    expect(splitOf('0,01', 1_000)).toEqual({ sellerCents: 1, buyerCents: 999 });
    expect(splitOf('9.99', 1_000)).toEqual({ sellerCents: 999, buyerCents: 1 });
  });

  it('refuses a part that is missing, not an amount, or not strictly inside what is held', () => {
    expect(splitOf('  ', 1_000)).toEqual({ problem: 'missing' });
    expect(splitOf('6.555', 1_000)).toEqual({ problem: 'notAmount' });
    expect(splitOf('six', 1_000)).toEqual({ problem: 'notAmount' });
    expect(splitOf('-1', 1_000)).toEqual({ problem: 'range' });
    expect(splitOf('0', 1_000)).toEqual({ problem: 'range' });
    expect(splitOf('10', 1_000)).toEqual({ problem: 'range' });
    expect(splitOf('10.01', 1_000)).toEqual({ problem: 'range' });
    expect(Object.keys(SPLIT_PROBLEM_KEYS).sort()).toEqual(['missing', 'notAmount', 'range']);
  });

  it('releases all to the seller or refunds all to the buyer', () => {
    expect(movesOf('RELEASE', 1_000)).toEqual({ sellerCents: 1_000, buyerCents: 0 });
    expect(movesOf('REFUND', 1_000)).toEqual({ sellerCents: 0, buyerCents: 1_000 });
    expect(movesOf('SPLIT', 1_000, '2.50')).toEqual({ sellerCents: 250, buyerCents: 750 });
  });

  it('says exactly what moves to whom, in English and in French', async () => {
    const names = { seller: 'Rowan H.', buyer: 'Tess M.' };
    expect(movesText({ sellerCents: 600, buyerCents: 400 }, names)).toBe(
      '6.00 BITS™ go to Rowan H., the seller, and 4.00 BITS™ go back to Tess M., the buyer.',
    );
    expect(movesText({ sellerCents: 1_000, buyerCents: 0 }, names)).toBe(
      '10.00 BITS™ go to Rowan H., the seller.',
    );
    expect(movesText({ sellerCents: 0, buyerCents: 1_000 }, names)).toBe(
      '10.00 BITS™ go back to Tess M., the buyer.',
    );
    const t = await french();
    expect(movesText({ sellerCents: 600, buyerCents: 400 }, names, t)).toBe(
      '6.00 BITS™ vont à Rowan H., le vendeur, et 4.00 BITS™ retournent à Tess M., l’acheteur.',
    );
  });
});

describe('barter-disputes.csv', () => {
  it('heads the columns with their labels and writes readable values in English', () => {
    const resolved = dispute({
      status: 'RESOLVED',
      outcome: 'SPLIT',
      sellerCents: 600,
      buyerCents: 400,
      resolvedAt: '2026-11-29T09:00:00.000Z',
      resolvedBy: { id: '55555555-5555-4555-8555-555555555555', displayName: 'Mod Erator' },
      barter: { ...dispute().barter, heldCents: 0 },
    });
    const [header, line] = listCsv('barter-disputes', [toBarterDisputeCsvRow(resolved)]).split('\r\n');
    expect(header).toBe(
      'Opened,Barter reference,Offer,Buyer,Buyer (email),Buyer (ID),Seller,Seller (email),Seller (ID),Amount (BITS),Held (BITS),Reason code,Reason,Status code,Status,Answer due,Answered,Outcome,To the seller (BITS),To the buyer (BITS),Resolved,Resolved by,ID',
    );
    expect(line).toBe(
      '2026-11-25T10:00:00.000Z,BR-1234,Bike tune-up,Tess M.,tess@example.com,11111111-1111-4111-8111-111111111111,Rowan H.,rowan@example.com,22222222-2222-4222-8222-222222222222,10.00,0.00,DAMAGED,Damaged,RESOLVED,Resolved,2026-11-28T10:00:00.000Z,2026-11-26T12:00:00.000Z,Split,6.00,4.00,2026-11-29T09:00:00.000Z,Mod Erator,33333333-3333-4333-8333-333333333333',
    );
  });

  it('says an overdue answer, and writes the headers and words in French', async () => {
    const open = dispute({ status: 'OPEN', sellerAnswer: null, answeredAt: null });
    expect(toBarterDisputeCsvRow(open, undefined, AFTER_DUE)).toMatchObject({
      statusCode: 'OPEN',
      state: 'Seller has not answered',
      answeredAt: '',
      outcome: '',
      sellerBits: '',
    });
    const t = await french();
    const [header, line] = listCsv('barter-disputes', [toBarterDisputeCsvRow(open, t, BEFORE_DUE)], t).split(
      '\r\n',
    );
    expect(header).toContain('Référence du troc,Offre,Acheteur,Acheteur (courriel),Acheteur (identifiant)');
    expect(line).toContain(',DAMAGED,Endommagé,OPEN,En attente du vendeur,');
  });

  it('defuses a text a spreadsheet would run as a formula', () => {
    const csv = listCsv('barter-disputes', [
      toBarterDisputeCsvRow(dispute({ barter: { ...dispute().barter, offerTitle: '=HYPERLINK("x")' } })),
    ]);
    expect(csv).not.toContain(',=HYPERLINK');
  });
});
