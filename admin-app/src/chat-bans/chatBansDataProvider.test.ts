import { describe, expect, it, vi } from 'vitest';
import { type AdminDataApi, createDataProvider } from '../providers/dataProvider.ts';
import {
  banUntilLabel,
  CHAT_BAN_DURATIONS,
  DEFAULT_CHAT_BAN_DURATION,
  minutesOf,
} from './chatBanDurations.ts';
import { CHAT_BANS_RESOURCE, toChatBansQuery } from './chatBansDataProvider.ts';

const ban = (i: number) => ({
  id: `b${i}`,
  channelId: null,
  member: { id: `u${i}`, displayName: `Member ${i}`, profilePhoto: null },
  reason: 'Spam',
  until: null,
  bannedBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('chat-bans data provider', () => {
  it('maps the member filter and the page', () => {
    expect(toChatBansQuery({ pagination: { page: 2, perPage: 10 }, filter: { memberId: ' u1 ' } })).toEqual({
      offset: 10,
      limit: 10,
      memberId: 'u1',
    });
    expect(toChatBansQuery({ filter: { memberId: '' } })).toEqual({ offset: 0, limit: 25 });
  });

  it('lists the bans with the total', async () => {
    const adminListChatBans = vi.fn(async () => ({
      data: [ban(1), ban(2)],
      meta: { total: 2, offset: 0, limit: 25 },
    }));
    const dp = createDataProvider({ adminListChatBans } as unknown as AdminDataApi);
    const res = await dp.getList(CHAT_BANS_RESOURCE, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { memberId: 'u1' },
    });
    expect(adminListChatBans).toHaveBeenCalledWith({ offset: 0, limit: 25, memberId: 'u1' });
    expect(res).toMatchObject({ total: 2, data: [{ id: 'b1' }, { id: 'b2' }] });
  });

  it('bans with minutes or permanently (null) and the trimmed reason, and answers the server message', async () => {
    const adminBanChatMember = vi.fn(async () => ({
      data: ban(1),
      message: 'The member has been banned and removed from the group.',
    }));
    const dp = createDataProvider({ adminBanChatMember } as unknown as AdminDataApi);
    const res = await dp.banChatMember(CHAT_BANS_RESOURCE, {
      memberId: 'u1',
      durationMinutes: 1440,
      reason: ' Spam ',
    });
    await dp.banChatMember(CHAT_BANS_RESOURCE, { memberId: 'u2', durationMinutes: null, reason: 'Threats' });
    expect(adminBanChatMember.mock.calls).toEqual([
      [{ memberId: 'u1', durationMinutes: 1440, reason: 'Spam' }],
      [{ memberId: 'u2', durationMinutes: null, reason: 'Threats' }],
    ]);
    expect(res.message).toBe('The member has been banned and removed from the group.');
  });

  it('lifts a ban by the member id', async () => {
    const adminUnbanChatMember = vi.fn(async (memberId: string) => ({
      data: { memberId },
      message: 'The ban has been lifted.',
    }));
    const dp = createDataProvider({ adminUnbanChatMember } as unknown as AdminDataApi);
    const res = await dp.unbanChatMember(CHAT_BANS_RESOURCE, { memberId: 'u7' });
    expect(adminUnbanChatMember).toHaveBeenCalledWith('u7');
    expect(res).toEqual({ data: { memberId: 'u7' }, message: 'The ban has been lifted.' });
  });

  it('refuses what a ban list cannot do', async () => {
    const dp = createDataProvider({} as AdminDataApi);
    await expect(dp.getOne(CHAT_BANS_RESOURCE, { id: 'b1' })).rejects.toThrow(
      'getOne is not supported for "chat-bans".',
    );
  });
});

describe('chat ban durations', () => {
  it('offers 1, 7 and 30 days in minutes, and permanent as null', () => {
    expect(CHAT_BAN_DURATIONS.map((d) => [d.label, minutesOf(d.id)])).toEqual([
      ['1 day', 1440],
      ['7 days', 10_080],
      ['30 days', 43_200],
      ['Permanent', null],
    ]);
    expect(DEFAULT_CHAT_BAN_DURATION).toBe('WEEK');
  });

  it('reads a ban without an end as "Permanent", else its date and time', () => {
    expect(banUntilLabel(null)).toBe('Permanent');
    expect(banUntilLabel('2026-12-01T10:00:00.000Z')).toMatch(/2026/);
  });
});
