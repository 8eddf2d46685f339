import type { TAdminDispute } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { listCsv } from '../layout/csvExport.tsx';
import { type AdminDataApi, createDataProvider } from '../providers/dataProvider.ts';
import { canSettleDebt, debtLabel, debtOutstanding, disputeStatusLabel } from './disputeLabels.ts';
import { toDisputeCsvRow } from './disputesCsv.ts';
import { DISPUTES_RESOURCE, toDisputesQuery } from './disputesDataProvider.ts';

const dispute = (over: Partial<TAdminDispute> = {}): TAdminDispute => ({
  id: '33333333-3333-4333-8333-333333333333',
  processor: 'stripe',
  disputeRef: 'dp_1',
  paymentRef: 'pi_1',
  chargeRef: 'ch_1',
  member: {
    userId: '22222222-2222-4222-8222-222222222222',
    displayName: 'Robin Walletson',
    email: 'robin@example.com',
  },
  loadId: '11111111-1111-4111-8111-111111111111',
  amountCents: 5_000,
  heldCents: 2_000,
  debtCents: 3_000,
  debtStatus: null,
  status: 'OPEN',
  reason: 'fraudulent',
  openedAt: '2026-11-30T10:00:00.000Z',
  closedAt: null,
  ...over,
});

const french = async (): Promise<Translate> => {
  await loadMessages('fr-CA');
  const provider = createI18nProvider('fr-CA');
  return (key, values) => provider.translate(key, values);
};

describe('disputes data provider', () => {
  it('maps the status and member filters; no status asks for every dispute', () => {
    expect(
      toDisputesQuery({ pagination: { page: 2, perPage: 10 }, filter: { status: 'LOST', userId: 'u1' } }),
    ).toEqual({ offset: 10, limit: 10, status: 'LOST', userId: 'u1' });
    expect(toDisputesQuery({ filter: {} })).toEqual({ offset: 0, limit: 25, status: 'ALL' });
    expect(toDisputesQuery({ filter: { status: 'CLOSED' } })).toEqual({
      offset: 0,
      limit: 25,
      status: 'ALL',
    });
  });

  it('lists the disputes with the total and the exposure as the list’s meta', async () => {
    const adminDisputes = vi.fn(async () => ({
      data: [dispute()],
      meta: { total: 1, offset: 0, limit: 25, exposure: { heldCents: 2_000, debtCents: 3_000 } },
    }));
    const dp = createDataProvider({ adminDisputes } as unknown as AdminDataApi);
    const res = await dp.getList(DISPUTES_RESOURCE, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'OPEN' },
    });
    expect(adminDisputes).toHaveBeenCalledWith({ offset: 0, limit: 25, status: 'OPEN' });
    expect(res).toEqual({
      data: [dispute()],
      total: 1,
      meta: { exposure: { heldCents: 2_000, debtCents: 3_000 } },
    });
  });

  it('settles or writes off a debt with the trimmed note, and answers the server message', async () => {
    const adminSettleDisputeDebt = vi.fn(async () => ({
      data: dispute({ status: 'LOST', debtStatus: 'WRITTEN_OFF' }),
      message: 'The debt is written off.',
    }));
    const dp = createDataProvider({ adminSettleDisputeDebt } as unknown as AdminDataApi);
    const res = await dp.settleDisputeDebt(DISPUTES_RESOURCE, {
      id: 'd1',
      outcome: 'WRITTEN_OFF',
      note: ' Member left the platform ',
    });
    expect(adminSettleDisputeDebt).toHaveBeenCalledWith('d1', {
      outcome: 'WRITTEN_OFF',
      note: 'Member left the platform',
    });
    expect(res.message).toBe('The debt is written off.');
  });
});

describe("a dispute's words", () => {
  it('reads its status and debt in English', () => {
    expect(disputeStatusLabel(dispute())).toBe('Open');
    expect(disputeStatusLabel(dispute({ status: 'LOST' }))).toBe('Lost');
    expect(debtLabel(dispute())).toBe('30.00 BITS™ owed');
    expect(debtLabel(dispute({ debtCents: 0 }))).toBe('—');
    expect(debtLabel(dispute({ status: 'LOST', debtStatus: 'WRITTEN_OFF' }))).toBe(
      '30.00 BITS™, written off',
    );
    expect(debtLabel(dispute({ status: 'WON', debtStatus: 'CANCELLED' }))).toBe(
      '30.00 BITS™, cancelled (dispute won)',
    );
  });

  it('reads its status and debt in French', async () => {
    const t = await french();
    expect(disputeStatusLabel(dispute(), t)).toBe('Ouverte');
    expect(disputeStatusLabel(dispute({ status: 'WON' }), t)).toBe('Gagnée');
    expect(debtLabel(dispute({ status: 'LOST', debtStatus: 'SETTLED' }), t)).toBe(
      // Amounts in the shared format (its default language here; the console's own in the browser).
      '30.00 BITS™, réglée',
    );
  });

  it('lets support close only a lost dispute’s outstanding debt', () => {
    expect(canSettleDebt(dispute({ status: 'LOST' }))).toBe(true);
    expect(canSettleDebt(dispute())).toBe(false);
    expect(debtOutstanding(dispute())).toBe(true);
    expect(canSettleDebt(dispute({ status: 'LOST', debtStatus: 'SETTLED' }))).toBe(false);
    expect(canSettleDebt(dispute({ status: 'LOST', debtCents: 0 }))).toBe(false);
    expect(canSettleDebt(dispute({ status: 'WON', debtStatus: 'CANCELLED' }))).toBe(false);
  });
});

describe('disputes.csv', () => {
  it('heads the columns with their labels and writes readable values', async () => {
    const [header, line] = listCsv('disputes', [toDisputeCsvRow(dispute({ status: 'LOST' }))]).split('\r\n');
    expect(header).toBe(
      'Opened,Member,Member (email),Member (ID),Disputed (BITS),Held (BITS),Debt (BITS),Debt outcome,Status code,Status,Bank’s reason,Processor,Dispute reference,Payment reference,Payment reference,Load ID,Closed,ID',
    );
    expect(line).toContain(',50.00,20.00,30.00,,LOST,Lost,fraudulent,stripe,dp_1,pi_1,ch_1,');
    const t = await french();
    const fr = listCsv(
      'disputes',
      [toDisputeCsvRow(dispute({ status: 'LOST', debtStatus: 'WRITTEN_OFF' }), t)],
      t,
    );
    expect(fr.split('\r\n')[1]).toContain(',radiée,LOST,Perdue,');
  });
});
