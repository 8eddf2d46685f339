import type { TChatReport } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { channelLabel, channelReportsSearch, messagePreview, partyLabel } from './chatReportLabels.ts';
import { toChatReportCsvRow } from './chatReportsCsv.ts';

const report: TChatReport = {
  id: '33333333-3333-4333-8333-333333333333',
  reason: 'OTHER',
  details: 'Asked for my address',
  status: 'ACTIONED',
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: '2026-11-21T10:00:00.000Z',
  resolvedBy: { id: 'a1', name: 'Admin Team', email: 'admin@barterbits.ca' },
  reporter: { id: 'u2', name: 'Sam Lee', email: 'sam@demo.barterbits.ca' },
  messageId: 'm1',
  messageSeq: 4,
  messageKind: 'IMAGE',
  messageText: null,
  messageImageUrl: '/v1/chat/images/i1/full.webp',
  messageOfferId: null,
  messageCreatedAt: '2026-11-20T09:59:00.000Z',
  sender: null,
  senderBanned: true,
  channelId: 'c1',
  channelKind: 'GROUP',
  channelName: 'Bike swap',
  channelFrozen: true,
  messageReports: 3,
};

describe('toChatReportCsvRow', () => {
  it('keeps the columns in header order with readable labels and empty cells for missing values', () => {
    const row = toChatReportCsvRow(report);
    expect(Object.keys(row)).toEqual([
      'id',
      'reportedAt',
      'status',
      'reason',
      'details',
      'reporterId',
      'reporterName',
      'reporterEmail',
      'messageId',
      'messageKind',
      'messageText',
      'messageOfferId',
      'messageSentAt',
      'senderId',
      'senderName',
      'senderEmail',
      'senderBanned',
      'channelId',
      'channel',
      'channelFrozen',
      'messageReports',
      'resolvedAt',
      'resolvedBy',
    ]);
    expect(row).toMatchObject({
      status: 'Actioned',
      reason: 'Other',
      messageText: '',
      senderId: '',
      senderName: '',
      senderBanned: 'Yes',
      channel: 'Bike swap',
      channelFrozen: 'Yes',
      messageReports: 3,
      resolvedBy: 'Admin Team',
    });
    expect(
      toChatReportCsvRow({ ...report, channelKind: 'DIRECT', channelName: null, resolvedBy: null }),
    ).toMatchObject({
      channel: 'One-to-one',
      resolvedBy: '',
    });
  });
});

describe('chat report labels', () => {
  it('previews a message as its text (cut at 80), "Image" or "Offer"', () => {
    expect(messagePreview({ kind: 'TEXT', text: 'Hi there' })).toBe('Hi there');
    const long = messagePreview({ kind: 'TEXT', text: 'x'.repeat(200) });
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
    expect(messagePreview({ kind: 'IMAGE', text: null })).toBe('Image');
    expect(messagePreview({ kind: 'OFFER', text: null })).toBe('Offer');
  });

  it('names the conversation and the parties', () => {
    expect(channelLabel({ kind: 'GROUP', name: 'Bike swap' })).toBe('Bike swap');
    expect(channelLabel({ kind: 'DIRECT', name: 'ignored' })).toBe('One-to-one');
    expect(partyLabel({ name: 'Sam Lee', email: 'sam@x.ca' })).toBe('Sam Lee (sam@x.ca)');
    expect(partyLabel(null)).toBe('Deleted account');
  });

  it('links to every report of a conversation with its filter shown', () => {
    const params = new URLSearchParams(channelReportsSearch('c1'));
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({ status: 'ALL', channelId: 'c1' });
    expect(JSON.parse(params.get('displayedFilters') ?? '')).toEqual({ channelId: true });
  });
});
