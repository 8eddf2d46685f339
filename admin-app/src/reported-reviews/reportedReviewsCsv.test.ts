import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { listCsv } from '../layout/csvExport.tsx';
import { reasonsLabel, toReportedReviewCsvRow } from './reportedReviewsCsv.ts';
import type { ReportedReviewRecord } from './reportedReviewsDataProvider.ts';

const review = {
  id: 'r1',
  lastReportedAt: '2026-11-20T10:00:00.000Z',
  reports: 3,
  openReports: 2,
  reasons: { ITS_SPAM: 1, HARASSMENT: 2, OTHER: 0 },
  hearts: 1,
  text: '=cmd|calc',
  author: { id: 'u1', displayName: 'Sam Lee' },
  subject: { id: 'u2', displayName: 'Alex Doe' },
  trade: { reference: 'BB-7K3M9Q2X', offerTitle: 'Bike tune-up', amountCents: 4500 },
  enabled: false,
  disabledReason: 'Harassment',
  disabledAt: '2026-11-21T10:00:00.000Z',
  createdAt: '2026-11-19T10:00:00.000Z',
} as unknown as ReportedReviewRecord;

describe('the reported reviews export', () => {
  it('heads the columns with their labels; reasons and state as the list shows them, amounts in BITS', () => {
    const [header, line] = listCsv('reported-reviews', [toReportedReviewCsvRow(review)]).split('\r\n');
    expect(header).toBe(
      'Review ID,Last reported,Reports,Open reports,Reasons,Hearts,Review,Author ID,Author,About (ID),About,' +
        'Barter reference,Offer,Amount (BITS),State,Disabled because,Disabled,Created',
    );
    expect(line).toBe(
      "r1,2026-11-20T10:00:00.000Z,3,2,Harassment or hate: 2; It's spam: 1,1,'=cmd|calc,u1,Sam Lee,u2,Alex Doe," +
        'BB-7K3M9Q2X,Bike tune-up,45.00,Disabled,Harassment,2026-11-21T10:00:00.000Z,2026-11-19T10:00:00.000Z',
    );
  });

  it('reads in French in the French console (a space before the colon, as in Quebec)', async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    expect(reasonsLabel(review.reasons, t)).toBe('Harcèlement ou haine\u00a0: 2; C’est du pourriel\u00a0: 1');
    const row = toReportedReviewCsvRow(review, t);
    expect(row).toMatchObject({ enabled: 'Désactivé', amountBits: '45.00' });
    expect(listCsv('reported-reviews', [row], t).split('\r\n')[0]).toMatch(
      /^Identifiant de l’avis,Dernier signalement,Signalements,Signalements ouverts,Raisons,Cœurs,Avis,/,
    );
  });
});
