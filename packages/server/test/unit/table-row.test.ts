import { describe, expect, it } from 'vitest';
import { tableRow } from '../../src/db/rows.ts';
import { chatMembers } from '../../src/db/schema.ts';

describe('tableRow', () => {
  it("maps a raw row as drizzle's own queries do: property names, dates, bigints, nulls", () => {
    const row = tableRow(chatMembers, {
      channel_id: 'c1',
      user_id: 'u1',
      is_operator: true,
      read_seq: '42',
      muted_until: '2026-11-29 15:13:01.123+00',
      mute_reason: null,
      joined_at: new Date('2026-01-02T03:04:05.000Z'),
      left_at: undefined,
      unrelated: 'ignored',
    });
    expect(row).toEqual({
      channelId: 'c1',
      userId: 'u1',
      isOperator: true,
      readSeq: 42,
      mutedUntil: new Date('2026-11-29T15:13:01.123Z'),
      muteReason: null,
      joinedAt: new Date('2026-01-02T03:04:05.000Z'),
      leftAt: null,
    });
  });
});
