// First: the language module reaches the API client, whose modules read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import type { NotificationType, TNotification } from '@barterbits/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalogs } from '../../../lib/i18n.ts';
import { groupLabel, groupNotices } from './group-notices.ts';

beforeAll(async () => {
  // The words are the notifications catalog's, in English.
  await loadCatalogs(['notifications'], 'en-CA');
  i18n.activate('en-CA');
});

let n = 0;
const notice = (type: NotificationType, read = false): TNotification => ({
  id: `n${++n}`,
  type,
  title: type,
  body: '',
  link: null,
  read,
  readAt: read ? '2026-11-20T10:00:00.000Z' : null,
  createdAt: '2026-11-20T09:00:00.000Z',
});

describe('groupNotices', () => {
  it('groups unread notices of one type at the place of the newest, keeping the order', () => {
    const r1 = notice('BARTER_REQUEST');
    const g1 = notice('GIFT_RECEIVED');
    const r2 = notice('BARTER_REQUEST');
    const r3 = notice('BARTER_REQUEST');
    const entries = groupNotices([r1, g1, r2, r3]);
    expect(entries).toEqual([
      { kind: 'group', type: 'BARTER_REQUEST', label: '3 new barter requests', notices: [r1, r2, r3] },
      { kind: 'notice', notice: g1 },
    ]);
  });

  it('leaves a single unread notice of a type, and every read notice, as rows of their own', () => {
    const readA = notice('BARTER_REQUEST', true);
    const unread = notice('BARTER_REQUEST');
    const readB = notice('BARTER_REQUEST', true);
    const gift = notice('GIFT_RECEIVED');
    expect(groupNotices([readA, unread, readB, gift]).map((e) => e.kind)).toEqual([
      'notice',
      'notice',
      'notice',
      'notice',
    ]);
  });

  it('groups the unread ones even when read notices of the type sit between them', () => {
    const a = notice('CHAT_MESSAGE');
    const read = notice('CHAT_MESSAGE', true);
    const b = notice('CHAT_MESSAGE');
    const entries = groupNotices([a, read, b]);
    expect(entries).toEqual([
      { kind: 'group', type: 'CHAT_MESSAGE', label: '2 new conversations with messages', notices: [a, b] },
      { kind: 'notice', notice: read },
    ]);
  });

  it('answers nothing for no notices', () => {
    expect(groupNotices([])).toEqual([]);
  });
});

describe('groupLabel', () => {
  it('names the count and the kind', () => {
    expect(groupLabel('GIFT_RECEIVED', 4)).toBe('4 new gifts received');
    expect(groupLabel('BARTER_REFUND', 2)).toBe('2 new refunds');
  });
});
