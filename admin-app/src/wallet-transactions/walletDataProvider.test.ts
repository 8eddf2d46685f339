import type { TAdminWalletTransaction } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { listCsv } from '../layout/csvExport.tsx';
import { type AdminDataApi, createDataProvider } from '../providers/dataProvider.ts';
import { toWalletCsvRow } from './walletCsv.ts';
import {
  toWalletTransactionsQuery,
  WALLET_TRANSACTIONS_RESOURCE,
  type WalletTransactionsApi,
} from './walletDataProvider.ts';
import { WALLET_SUMMARIES_RESOURCE, type WalletSummariesApi } from './walletSummariesDataProvider.ts';

const row: TAdminWalletTransaction = {
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'BB-7K3M9Q2X',
  type: 'REWARDS',
  label: 'Rewards',
  status: 'SUCCESSFUL',
  amountCents: 2_550,
  from: {
    kind: 'SYSTEM',
    accountId: '00000000-0000-4000-8000-0000000000a1',
    userId: null,
    displayName: 'Rewards',
    email: null,
    code: 'REWARDS',
  },
  to: {
    kind: 'MEMBER',
    accountId: '00000000-0000-4000-8000-0000000000a2',
    userId: '00000000-0000-4000-8000-0000000000b2',
    displayName: 'Alex Doe',
    email: 'alex@example.com',
    code: null,
  },
  initiatedBy: '00000000-0000-4000-8000-0000000000c1',
  initiatedByName: 'Ada Admin',
  memo: 'Top seller, "March"',
  relatedType: 'ADJUSTMENT',
  relatedId: null,
  createdAt: '2025-03-01T10:00:00.000Z',
};

describe('wallet transactions data provider', () => {
  it('maps react-admin list parameters to the API query (filters, dates, sort, paging)', () => {
    expect(
      toWalletTransactionsQuery({
        pagination: { page: 3, perPage: 10 },
        sort: { field: 'amountCents', order: 'ASC' },
        filter: {
          type: 'REWARDS',
          status: 'SUCCESSFUL',
          userId: 'u1',
          from: '2025-01-01',
          to: '2025-01-31T00:00:00.000Z',
          q: ' bb-7k ',
        },
      }),
    ).toEqual({
      offset: 20,
      limit: 10,
      sortBy: 'amountCents',
      sortOrder: 'ASC',
      type: 'REWARDS',
      status: 'SUCCESSFUL',
      userId: 'u1',
      from: '2025-01-01',
      to: '2025-01-31',
      q: 'bb-7k',
    });
    expect(
      toWalletTransactionsQuery({
        sort: { field: 'id', order: 'DESC' },
        filter: { type: 'NOPE', from: 'x' },
      }),
    ).toEqual({ offset: 0, limit: 25, sortBy: 'createdAt', sortOrder: 'DESC' });
  });

  it('reads exports in server-sized pages, a member filter by reference, and summaries by user id', async () => {
    const api: Omit<WalletTransactionsApi, 'adminWalletPost'> & WalletSummariesApi = {
      adminWalletTransactions: vi.fn(async (q) => ({
        data: Array.from({ length: Math.min(q.limit ?? 25, 1500 - (q.offset ?? 0)) }, () => row),
        meta: { total: 1500, limit: q.limit ?? 25, offset: q.offset ?? 0 },
      })),
      adminWalletTransaction: vi.fn(async () => ({ data: { ...row, entries: [], metadata: {} } })),
      adminWalletSummary: vi.fn(async (userId) => ({
        data: {
          userId,
          accountId: null,
          balanceCents: 0,
          totalInCents: 0,
          totalOutCents: 0,
          transactionCount: 0,
          lastMovementAt: null,
          byType: [],
        },
      })),
    };
    const provider = createDataProvider(api as AdminDataApi);
    const all = await provider.getList(WALLET_TRANSACTIONS_RESOURCE, {
      pagination: { page: 1, perPage: 10_000 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(all.data).toHaveLength(1500);
    expect(api.adminWalletTransactions).toHaveBeenCalledTimes(2);

    await provider.getManyReference(WALLET_TRANSACTIONS_RESOURCE, {
      target: 'userId',
      id: 'u9',
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(api.adminWalletTransactions).toHaveBeenLastCalledWith(
      expect.objectContaining({ userId: 'u9', limit: 5 }),
    );

    const summary = await provider.getOne(WALLET_SUMMARIES_RESOURCE, { id: 'u9' });
    expect(summary.data).toMatchObject({ id: 'u9', userId: 'u9' });
  });

  it('posts an adjustment with the attempt key as Idempotency-Key and answers the server message', async () => {
    const adminWalletPost = vi.fn(async () => ({
      data: { transaction: row, balanceCents: 2_550 },
      message: 'Reward posted.',
    }));
    const provider = createDataProvider({ adminWalletPost } as unknown as AdminDataApi);
    const res = await provider.postAdjustment(WALLET_TRANSACTIONS_RESOURCE, {
      userId: 'u9',
      kind: 'REWARD',
      amountCents: 2_550,
      reason: 'Top seller',
      idempotencyKey: 'adm-1',
    });
    expect(adminWalletPost).toHaveBeenCalledWith(
      { userId: 'u9', kind: 'REWARD', amountCents: 2_550, reason: 'Top seller' },
      'adm-1',
    );
    expect(res).toEqual({ data: { transaction: row, balanceCents: 2_550 }, message: 'Reward posted.' });
  });

  it('exports readable CSV columns with BITS amounts', () => {
    expect(toWalletCsvRow(row)).toMatchObject({
      reference: 'BB-7K3M9Q2X',
      typeCode: 'REWARDS',
      type: 'Rewards',
      status: 'Successful',
      amountBits: '25.50',
      fromName: 'Rewards',
      fromAccount: 'REWARDS',
      toName: 'Alex Doe',
      toEmail: 'alex@example.com',
      toAccount: row.to!.userId,
      initiatedByName: 'Ada Admin',
      memo: 'Top seller, "March"',
    });
  });

  it('heads the export with its labels, in French in the French console (type and status too)', async () => {
    expect(listCsv('wallet-transactions', [toWalletCsvRow(row)]).split('\r\n')[0]).toBe(
      'Reference,Date,Type code,Type,Status,Amount (BITS),From (name),From (email),From (account),To (name),' +
        'To (email),To (account),Initiated by (ID),Initiated by,Memo / reason,Related to,Related ID,ID',
    );
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    const frenchRow = toWalletCsvRow(row, t);
    expect(frenchRow).toMatchObject({
      typeCode: 'REWARDS',
      type: 'Récompenses',
      status: 'Réussie',
      amountBits: '25.50',
    });
    expect(listCsv('wallet-transactions', [frenchRow], t).split('\r\n')[0]).toMatch(
      /^Référence,Date,Code du type,Type,Statut,Montant \(BITS\),De \(nom\),De \(courriel\),De \(compte\),À \(nom\),/,
    );
  });
});
