import type { TChatReport } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { listCsv } from '../layout/csvExport.tsx';
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
  it('heads the columns with their labels, with readable values and empty cells for missing ones', () => {
    const row = toChatReportCsvRow(report);
    expect(listCsv('chat-reports', [row]).split('\r\n')[0]).toBe(
      'ID,Reported,Status,Reason,Details,Reporter ID,Reporter,Reporter email,Message ID,Message kind,Message,Offer ID in the message,Message sent,Sender ID,Sender,Sender email,Sender banned,Conversation ID,Conversation,Frozen,Reports,Resolved,Resolved by',
    );
    expect(row).toMatchObject({
      status: 'Actioned',
      reason: 'Other',
      messageText: '',
      senderId: '',
      senderName: '',
      senderBanned: 'Yes',
      channelName: 'Bike swap',
      channelFrozen: 'Yes',
      messageReports: 3,
      resolvedBy: 'Admin Team',
    });
    expect(
      toChatReportCsvRow({ ...report, channelKind: 'DIRECT', channelName: null, resolvedBy: null }),
    ).toMatchObject({
      channelName: 'One-to-one',
      resolvedBy: '',
    });
  });

  it('reads in French in the French console: the header and the status, reason and conversation', async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    const row = toChatReportCsvRow({ ...report, channelKind: 'DIRECT', channelName: null }, t);
    expect(row).toMatchObject({
      status: 'Traité',
      reason: 'Autre',
      senderBanned: 'Oui',
      channelName: 'Conversation privée',
    });
    expect(listCsv('chat-reports', [row], t).split('\r\n')[0]).toMatch(
      /^Identifiant,Signalé le,Statut,Raison,Détails,/,
    );
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
