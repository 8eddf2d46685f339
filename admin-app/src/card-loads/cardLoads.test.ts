import type { TAdminCardLoad } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { listCsv } from '../layout/csvExport.tsx';
import { type AdminDataApi, createDataProvider } from '../providers/dataProvider.ts';
import {
  cardLabel,
  isRefundable,
  loadDisputeLabel,
  loadStateLabel,
  processorRefundLabel,
} from './cardLoadLabels.ts';
import { toCardLoadCsvRow } from './cardLoadsCsv.ts';
import { CARD_LOADS_RESOURCE, refundAttempt, toCardLoadsQuery } from './cardLoadsDataProvider.ts';

const load = (over: Partial<TAdminCardLoad> = {}): TAdminCardLoad => ({
  id: '11111111-1111-4111-8111-111111111111',
  member: {
    userId: '22222222-2222-4222-8222-222222222222',
    displayName: 'Robin Walletson',
    email: 'robin@example.com',
  },
  amountCents: 2_500,
  status: 'SUCCESSFUL',
  failureCode: null,
  card: { brand: 'Visa', last4: '4242' },
  processor: 'stripe',
  paymentRef: 'pi_123',
  chargeRef: 'ch_123',
  disputeStatus: null,
  processorRefundedCents: 0,
  createdAt: '2026-11-30T10:00:00.000Z',
  completedAt: '2026-11-30T10:00:01.000Z',
  ...over,
});

const french = async (): Promise<Translate> => {
  await loadMessages('fr-CA');
  const provider = createI18nProvider('fr-CA');
  return (key, values) => provider.translate(key, values);
};

describe('card-loads data provider', () => {
  it('maps the status, member and reference filters and the page; ignores a status it does not know', () => {
    expect(
      toCardLoadsQuery({
        pagination: { page: 3, perPage: 10 },
        filter: { status: 'REFUND', userId: 'u1', q: '  pi_12 ' },
      }),
    ).toEqual({ offset: 20, limit: 10, status: 'REFUND', userId: 'u1', q: 'pi_12' });
    expect(toCardLoadsQuery({ filter: { status: 'SHIPPED', userId: '', q: ' ' } })).toEqual({
      offset: 0,
      limit: 25,
    });
  });

  it('lists the loads with the total, through the combined provider', async () => {
    const adminCardLoads = vi.fn(async () => ({
      data: [load(), load({ id: 'l2' })],
      meta: { total: 2, offset: 0, limit: 25 },
    }));
    const dp = createDataProvider({ adminCardLoads } as unknown as AdminDataApi);
    const res = await dp.getList(CARD_LOADS_RESOURCE, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'SUCCESSFUL' },
    });
    expect(adminCardLoads).toHaveBeenCalledWith({ offset: 0, limit: 25, status: 'SUCCESSFUL' });
    expect(res).toMatchObject({ total: 2, data: [{ id: load().id }, { id: 'l2' }] });
  });

  it('refunds with the trimmed reason and the attempt’s key, and answers the server message', async () => {
    const adminRefundCardLoad = vi.fn(async () => ({
      data: load({ status: 'REFUND', failureCode: 'REFUNDED' }),
      message: 'The load was refunded to the card and its BITS taken back.',
    }));
    const dp = createDataProvider({ adminRefundCardLoad } as unknown as AdminDataApi);
    const res = await dp.refundCardLoad(CARD_LOADS_RESOURCE, {
      id: 'l1',
      reason: ' Asked by the member ',
      idempotencyKey: 'adm-k1',
    });
    expect(adminRefundCardLoad).toHaveBeenCalledWith('l1', { reason: 'Asked by the member' }, 'adm-k1');
    expect(res).toEqual({
      data: expect.objectContaining({ failureCode: 'REFUNDED' }),
      message: 'The load was refunded to the card and its BITS taken back.',
    });
  });

  it('gives each confirmed refund attempt a key of its own', () => {
    const first = refundAttempt('l1', 'Asked by the member');
    const second = refundAttempt('l1', 'Asked by the member');
    expect(first).toMatchObject({ id: 'l1', reason: 'Asked by the member' });
    expect(first.idempotencyKey).toMatch(/^adm-[0-9a-f-]{36}$/);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('passes on a refusal with the server’s words', async () => {
    const refusal = Object.assign(
      new Error('The member no longer has these BITS in their wallet, so the load cannot be refunded.'),
      { status: 409 },
    );
    const dp = createDataProvider({
      adminRefundCardLoad: vi.fn(async () => Promise.reject(refusal)),
    } as unknown as AdminDataApi);
    await expect(
      dp.refundCardLoad(CARD_LOADS_RESOURCE, { id: 'l1', reason: 'x', idempotencyKey: 'k' }),
    ).rejects.toThrow('no longer has these BITS');
  });
});

describe("a card load's words", () => {
  it('reads its state, dispute and card in English', () => {
    expect(loadStateLabel(load())).toBe('Credited');
    expect(loadStateLabel(load({ status: 'PROCESSING' }))).toBe('Processing');
    expect(loadStateLabel(load({ status: 'REFUND', failureCode: 'REFUNDED' }))).toBe('Refunded');
    expect(loadStateLabel(load({ status: 'REFUND', failureCode: 'REFUND_PENDING' }))).toBe('Refund pending');
    expect(loadStateLabel(load({ status: 'REFUND', failureCode: null }))).toBe('Refund');
    expect(loadStateLabel(load({ status: 'FAILED', failureCode: 'CARD_DECLINED' }))).toBe(
      'Failed: Card declined',
    );
    expect(loadStateLabel(load({ status: 'FAILED', failureCode: 'NEW_CODE' }))).toBe('Failed: NEW_CODE');
    expect(loadDisputeLabel(load())).toBe('');
    expect(loadDisputeLabel(load({ disputeStatus: 'OPEN' }))).toBe('Disputed');
    expect(loadDisputeLabel(load({ disputeStatus: 'LOST' }))).toBe('Dispute lost');
    expect(cardLabel(load().card)).toBe('Visa •••• 4242');
    expect(cardLabel({ brand: 'Amex', last4: '0005' })).toBe('American Express •••• 0005');
    expect(cardLabel(null)).toBe('');
    expect(processorRefundLabel(load())).toBe('');
    expect(processorRefundLabel(load({ processorRefundedCents: 800 }))).toBe('$8.00 CAD');
  });

  it('reads its state and dispute in French', async () => {
    const t = await french();
    expect(loadStateLabel(load(), t)).toBe('Crédité');
    expect(loadStateLabel(load({ status: 'REFUND', failureCode: 'REFUNDED' }), t)).toBe('Remboursé');
    expect(loadStateLabel(load({ status: 'REFUND', failureCode: 'REFUND_PENDING' }), t)).toBe(
      'Remboursement en cours',
    );
    expect(loadStateLabel(load({ status: 'FAILED', failureCode: 'CARD_DECLINED' }), t)).toBe(
      'Échec\u00a0: Carte refusée',
    );
    expect(loadDisputeLabel(load({ disputeStatus: 'OPEN' }), t)).toBe('Contesté');
    expect(loadDisputeLabel(load({ disputeStatus: 'WON' }), t)).toBe('Contestation gagnée');
  });

  it('is refundable only credited, charged and not disputed', () => {
    expect(isRefundable(load())).toBe(true);
    expect(isRefundable(load({ status: 'REFUND', failureCode: 'REFUNDED' }))).toBe(false);
    expect(isRefundable(load({ status: 'FAILED' }))).toBe(false);
    expect(isRefundable(load({ status: 'PROCESSING' }))).toBe(false);
    expect(isRefundable(load({ disputeStatus: 'WON' }))).toBe(false);
    expect(isRefundable(load({ chargeRef: null }))).toBe(false);
  });
});

describe('card-loads.csv', () => {
  it('heads the columns with their labels and writes readable values in English', () => {
    const row = toCardLoadCsvRow(load({ status: 'REFUND', failureCode: 'REFUNDED', disputeStatus: null }));
    const [header, line] = listCsv('card-loads', [row]).split('\r\n');
    expect(header).toBe(
      'Date,Member,Member (email),Member (ID),Amount (BITS),Status code,State,Failure code,Card,Processor,Payment reference,Charge reference,Dispute,Refunded in part at the processor (CAD),Completed,ID',
    );
    expect(line).toBe(
      '2026-11-30T10:00:00.000Z,Robin Walletson,robin@example.com,22222222-2222-4222-8222-222222222222,25.00,REFUND,Refunded,REFUNDED,Visa •••• 4242,stripe,pi_123,ch_123,,,2026-11-30T10:00:01.000Z,11111111-1111-4111-8111-111111111111',
    );
    const part = listCsv('card-loads', [toCardLoadCsvRow(load({ processorRefundedCents: 800 }))]);
    expect(part.split('\r\n')[1]).toContain(',ch_123,,8.00,');
  });

  it('writes the headers and words in French', async () => {
    const t = await french();
    const csv = listCsv('card-loads', [toCardLoadCsvRow(load({ disputeStatus: 'OPEN' }), t)], t);
    const [header, line] = csv.split('\r\n');
    expect(header).toContain('Membre (courriel),Membre (identifiant),Montant (BITS),Code de statut,État');
    expect(line).toContain(',SUCCESSFUL,Crédité,,');
    expect(line).toContain(',Contesté,');
  });
});
