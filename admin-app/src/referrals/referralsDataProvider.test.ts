import type { TAdminReferral } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { listCsv } from '../layout/csvExport.tsx';
import { type AdminDataApi, createDataProvider } from '../providers/dataProvider.ts';
import { toReferralCsvRow } from './referralsCsv.ts';
import { REFERRALS_RESOURCE, toReferralsQuery } from './referralsDataProvider.ts';

const referral: TAdminReferral = {
  id: 'ref1',
  referrer: { id: 'u1', displayName: 'Alex M.', email: 'alex@example.com' },
  referrerCode: 'ALEX2468',
  invitee: { id: 'u2', displayName: 'Priya S.', email: 'priya@example.com' },
  inviteeEmail: 'priya@example.com',
  source: 'EMAIL',
  state: 'REWARDED',
  stateLabel: 'Rewarded',
  voidReason: null,
  voidedBy: null,
  rewardCents: 25_00,
  rewardTransactionId: 't1',
  rewardTransactionReference: 'BB-7K3M9Q2X',
  canVoid: false,
  invitedAt: '2026-01-01T10:00:00.000Z',
  registeredAt: '2026-01-02T10:00:00.000Z',
  qualifiedAt: '2026-01-03T10:00:00.000Z',
  rewardedAt: '2026-01-03T10:00:00.000Z',
  voidedAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-03T10:00:00.000Z',
};

describe('referrals data provider', () => {
  it('maps the filters (state, referrer, dates, text), the sort and the page', () => {
    expect(
      toReferralsQuery({
        pagination: { page: 2, perPage: 10 },
        sort: { field: 'rewardedAt', order: 'ASC' },
        filter: {
          state: 'REWARDED',
          referrerId: 'u1',
          from: '2026-01-01',
          to: '2026-01-31T00:00:00.000Z',
          q: ' alex ',
        },
      }),
    ).toEqual({
      offset: 10,
      limit: 10,
      sortBy: 'rewardedAt',
      sortOrder: 'ASC',
      state: 'REWARDED',
      referrerId: 'u1',
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'alex',
    });
    expect(
      toReferralsQuery({ sort: { field: 'referrer', order: 'DESC' }, filter: { state: 'NOPE' } }),
    ).toEqual({
      offset: 0,
      limit: 25,
      sortBy: 'createdAt',
      sortOrder: 'DESC',
    });
  });

  it('voids with the reason and answers the server message', async () => {
    const voidReferral = vi.fn(async () => ({
      data: { ...referral, state: 'VOID' as const },
      message: 'Referral voided.',
    }));
    const dp = createDataProvider({ voidReferral } as unknown as AdminDataApi);
    const res = await dp.voidReferral(REFERRALS_RESOURCE, { referralId: 'ref1', reason: 'Same household' });
    expect(voidReferral).toHaveBeenCalledWith({ referralId: 'ref1', reason: 'Same household' });
    expect(res.message).toBe('Referral voided.');
  });

  it('exports readable CSV columns with the reward in BITS', () => {
    expect(toReferralCsvRow(referral)).toMatchObject({
      stateCode: 'REWARDED',
      state: 'Rewarded',
      referrerName: 'Alex M.',
      referrerCode: 'ALEX2468',
      inviteeName: 'Priya S.',
      rewardBits: '25.00',
      rewardTransaction: 'BB-7K3M9Q2X',
      voidReason: '',
    });
  });

  it('heads the export with its labels, in French in the French console (the state too, beside its code)', async () => {
    expect(listCsv('referrals', [toReferralCsvRow(referral)]).split('\r\n')[0]).toBe(
      'ID,Created,State code,State,Source,Referrer ID,Referrer,Referrer email,Referral code,Friend ID,Friend,' +
        'Friend email,Invited,Registered,Qualified,Rewarded,Reward (BITS),Reward transaction,Voided,Void reason,Voided by',
    );
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    const row = toReferralCsvRow(referral, t);
    expect(row).toMatchObject({ stateCode: 'REWARDED', state: 'Récompensé', rewardBits: '25.00' });
    expect(listCsv('referrals', [row], t).split('\r\n')[0]).toMatch(
      /^Identifiant,Création,Code de l’état,État,Source,Identifiant du parrain ou de la marraine,Parrain ou marraine,/,
    );
  });
});
