import type { TOfferReport } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
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
  it('keeps the columns in header order with readable labels and empty cells for missing values', () => {
    const csv = toReportCsvRow(report);
    expect(Object.keys(csv)).toEqual([
      'id',
      'createdAt',
      'status',
      'reason',
      'details',
      'offerId',
      'offerTitle',
      'offerStatus',
      'sellerId',
      'sellerName',
      'reporterId',
      'reporterName',
      'reporterEmail',
      'resolvedAt',
      'resolutionNote',
    ]);
    expect(csv).toMatchObject({
      status: 'Dismissed',
      reason: "It's spam",
      details: '',
      offerStatus: 'Active',
      resolutionNote: '',
      reporterEmail: 'sam@demo.barterbits.ca',
    });
  });
});
