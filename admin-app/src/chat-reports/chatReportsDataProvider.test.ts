import type { TChatReport } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type AdminDataApi, createDataProvider } from '../providers/dataProvider.ts';
import { DataProviderError } from '../providers/errors.ts';
import { CHAT_REPORTS_RESOURCE, clientPathOf, toChatReportsQuery } from './chatReportsDataProvider.ts';

const report = (i: number): TChatReport => ({
  id: `r${i}`,
  reason: 'HARASSMENT',
  details: null,
  status: 'OPEN',
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  reporter: { id: 'u2', name: 'Sam Lee', email: 'sam@demo.barterbits.ca' },
  messageId: `m${i}`,
  messageSeq: i,
  messageKind: 'TEXT',
  messageText: 'Hello',
  messageImageUrl: null,
  messageOfferId: null,
  messageCreatedAt: '2026-11-20T09:59:00.000Z',
  sender: { id: 'u1', name: 'Alex Martin', email: 'alex@demo.barterbits.ca' },
  senderBanned: false,
  channelId: 'c1',
  channelKind: 'DIRECT',
  channelName: null,
  channelFrozen: false,
  messageReports: 1,
});

describe('chat-reports data provider', () => {
  it('maps the filters (status, reason, members, channel, days) and the page', () => {
    expect(
      toChatReportsQuery({
        pagination: { page: 3, perPage: 25 },
        filter: {
          status: 'ALL',
          reason: 'SCAM_OR_FRAUD',
          senderId: 'u1',
          reporterId: ' u2 ',
          channelId: 'c1',
          from: '2026-11-01',
          to: '2026-11-30T00:00:00.000Z',
        },
      }),
    ).toEqual({
      offset: 50,
      limit: 25,
      status: 'ALL',
      reason: 'SCAM_OR_FRAUD',
      senderId: 'u1',
      reporterId: 'u2',
      channelId: 'c1',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('leaves out unknown statuses and reasons, blank members and bad dates (the server lists OPEN)', () => {
    expect(
      toChatReportsQuery({
        filter: { status: 'CLOSED', reason: 'RUDE', senderId: '  ', reporterId: 7, from: 'yesterday' },
      }),
    ).toEqual({ offset: 0, limit: 25 });
    for (const status of ['OPEN', 'DECLINED', 'ACTIONED']) {
      expect(toChatReportsQuery({ filter: { status } }).status).toBe(status);
    }
  });

  it('reads an export of every filtered row in pages of 1000', async () => {
    const all = Array.from({ length: 2300 }, (_, i) => report(i));
    const adminListChatReports = vi.fn(async (q?: { offset?: unknown; limit?: unknown }) => {
      const offset = Number(q?.offset);
      const limit = Number(q?.limit);
      return { data: all.slice(offset, offset + limit), meta: { total: all.length, offset, limit } };
    });
    const dp = createDataProvider({ adminListChatReports } as unknown as AdminDataApi);
    const res = await dp.getList(CHAT_REPORTS_RESOURCE, {
      pagination: { page: 1, perPage: 10_000 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'ALL' },
    });
    expect(res.data).toHaveLength(2300);
    expect(res.total).toBe(2300);
    expect(adminListChatReports.mock.calls.map(([q]) => q)).toEqual([
      { offset: 0, limit: 1000, status: 'ALL' },
      { offset: 1000, limit: 1000, status: 'ALL' },
      { offset: 2000, limit: 1000, status: 'ALL' },
    ]);
  });

  it('reads one report with its context by id', async () => {
    const adminGetChatReport = vi.fn(async (id: string) => ({ data: { ...report(1), id, context: [] } }));
    const dp = createDataProvider({ adminGetChatReport } as unknown as AdminDataApi);
    const res = await dp.getOne(CHAT_REPORTS_RESOURCE, { id: 'r9' });
    expect(adminGetChatReport).toHaveBeenCalledWith('r9');
    expect(res.data).toMatchObject({ id: 'r9', context: [] });
  });

  it('resolves with the trimmed note (none when blank) and answers the server message', async () => {
    const adminResolveChatReport = vi.fn(async () => ({
      data: { ...report(1), status: 'DECLINED' as const },
      message: 'The report has been declined.',
    }));
    const dp = createDataProvider({ adminResolveChatReport } as unknown as AdminDataApi);
    const res = await dp.resolveChatReport(CHAT_REPORTS_RESOURCE, {
      reportId: 'r1',
      status: 'DECLINED',
      note: '  Banter between friends ',
    });
    await dp.resolveChatReport(CHAT_REPORTS_RESOURCE, { reportId: 'r2', status: 'ACTIONED', note: '   ' });
    expect(adminResolveChatReport.mock.calls).toEqual([
      ['r1', { status: 'DECLINED', note: 'Banter between friends' }],
      ['r2', { status: 'ACTIONED' }],
    ]);
    expect(res.message).toBe('The report has been declined.');
  });

  it('freezes and unfreezes the channel with the reason', async () => {
    const adminFreezeChatChannel = vi.fn(async (id: string, body: { frozen: boolean }) => ({
      data: { id, kind: 'GROUP' as const, name: 'Bikes', frozen: body.frozen, memberCount: 3, lastSeq: 9 },
      message: body.frozen ? 'The conversation has been frozen.' : 'The conversation is no longer frozen.',
    }));
    const dp = createDataProvider({ adminFreezeChatChannel } as unknown as AdminDataApi);
    const res = await dp.freezeChatChannel(CHAT_REPORTS_RESOURCE, {
      channelId: 'c1',
      frozen: true,
      reason: 'Spam',
    });
    expect(adminFreezeChatChannel).toHaveBeenCalledWith('c1', { frozen: true, reason: 'Spam' });
    expect(res).toMatchObject({ data: { frozen: true }, message: 'The conversation has been frozen.' });
  });

  it('reads a private image as a blob through the admin client, under its baseURL', async () => {
    const blob = new Blob(['webp']);
    const get = vi.fn(async () => ({ data: blob }));
    const dp = createDataProvider({ clients: { admin: { get } } } as unknown as AdminDataApi);
    const res = await dp.chatImage(CHAT_REPORTS_RESOURCE, { url: '/v1/chat/images/i1/full.webp' });
    expect(get).toHaveBeenCalledWith('/chat/images/i1/full.webp', { responseType: 'blob' });
    expect(res).toBe(blob);
    expect(clientPathOf('/chat/images/i1/thumb.webp')).toBe('/chat/images/i1/thumb.webp');
    expect(clientPathOf('/v1x/a')).toBe('/v1x/a');
  });

  it("turns the server's per-field messages into form errors", async () => {
    const adminFreezeChatChannel = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('Please check the highlighted fields.'), {
          status: 400,
          fieldErrors: { reason: ['Please give a reason.'] },
        }),
      ),
    );
    const dp = createDataProvider({ adminFreezeChatChannel } as unknown as AdminDataApi);
    const error = await dp
      .freezeChatChannel(CHAT_REPORTS_RESOURCE, { channelId: 'c1', frozen: true, reason: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataProviderError);
    expect(error).toMatchObject({ status: 400, body: { errors: { reason: 'Please give a reason.' } } });
  });
});
