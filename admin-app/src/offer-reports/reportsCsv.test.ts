import type { TOfferReport } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { listCsv } from '../layout/csvExport.tsx';
import { toReportCsvRow } from './reportsCsv.ts';

const report: TOfferReport = {
  id: '33333333-3333-4333-8333-333333333333',
  offerId: '22222222-2222-4222-8222-222222222222',
  offerTitle: 'Mountain bike',
  offerStatus: 'ACTIVE',
  sellerId: '11111111-1111-4111-8111-111111111111',
  sellerName: 'Alex Martin',
  reporterId: '44444444-4444-4444-8444-444444444444',
  reporterName: 'Sam Lee',
  reporterEmail: 'sam@demo.barterbits.ca',
  reason: 'ITS_SPAM',
  reasonLabel: "It's spam",
  details: null,
  status: 'DECLINED',
  createdAt: '2025-01-01T00:00:00.000Z',
  resolvedAt: '2025-01-02T00:00:00.000Z',
  resolvedBy: '55555555-5555-4555-8555-555555555555',
  resolutionNote: null,
};

describe('toReportCsvRow', () => {
  it('heads the columns with their labels, with readable values and empty cells for missing ones', () => {
    const csv = toReportCsvRow(report);
    expect(listCsv('offer-reports', [csv]).split('\r\n')[0]).toBe(
      'ID,Reported,Status,Reason,Details,Offer ID,Offer,Offer status,Seller ID,Seller,Reporter ID,Reporter,Reporter email,Resolved,Resolution note',
    );
    expect(csv).toMatchObject({
      status: 'Dismissed',
      reasonLabel: "It's spam",
      details: '',
      offerStatus: 'Active',
      resolutionNote: '',
      reporterEmail: 'sam@demo.barterbits.ca',
    });
  });

  it('reads in French in the French console: the header, the statuses and the reason', async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    const row = toReportCsvRow(report, t);
    expect(row).toMatchObject({ status: 'Rejeté', reasonLabel: 'C’est du pourriel', offerStatus: 'Active' });
    expect(listCsv('offer-reports', [row], t).split('\r\n')[0]).toMatch(
      /^Identifiant,Signalée le,Statut,Raison,Détails,Identifiant de l’offre,Offre,Statut de l’offre,/,
    );
  });
});
