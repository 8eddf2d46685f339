// First: the API client's modules (reached through the language module) read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import type { TChatChannel } from '@barterbits/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs, startLanguage, t } from '../../../lib/i18n.ts';
import {
  applyMessageToChannels,
  buildTimeline,
  lastOwnMessageSeq,
  mergeMessages,
  messagePreview,
  newestSeq,
  oldestSeq,
  setChannelUnread,
  sortChannels,
} from './merge.ts';
import { chatMessage } from './message-fixture.ts';
import { createEntry } from './outbox.ts';

const ME = 'me';
const msg = chatMessage;
const mine = (seq: number, clientId: string) =>
  msg(seq, { sender: { id: ME, displayName: 'Alex M.', profilePhoto: null }, clientId });

const channel = (id: string, over: Partial<TChatChannel> = {}): TChatChannel => ({
  id,
  kind: 'DIRECT',
  name: id,
  photo: null,
  otherMember: null,
  memberCount: 2,
  frozen: false,
  lastMessage: null,
  lastMessageAt: null,
  lastSeq: 0,
  readSeq: 0,
  unreadCount: 0,
  createdAt: '2026-11-01T00:00:00Z',
  ...over,
});

describe('mergeMessages', () => {
  it('dedupes by id and orders by seq', () => {
    const merged = mergeMessages([msg(3), msg(1)], [msg(2), msg(3, { text: 'new copy' })]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(merged[2]?.text).toBe('new copy');
  });

  it('finds the newest and oldest seq', () => {
    expect(newestSeq([msg(4), msg(9), msg(2)])).toBe(9);
    expect(newestSeq([])).toBe(0);
    expect(oldestSeq([msg(4), msg(9), msg(2)])).toBe(2);
    expect(oldestSeq([])).toBeNull();
  });
});

describe('buildTimeline', () => {
  it('puts pending messages after the server ones and drops those the server holds', () => {
    const delivered = createEntry('c1', { kind: 'TEXT', text: 'a' }, 'cid-00001', new Date());
    const pending = createEntry('c1', { kind: 'TEXT', text: 'b' }, 'cid-00002', new Date());
    const elsewhere = createEntry('c2', { kind: 'TEXT', text: 'c' }, 'cid-00003', new Date());
    const items = buildTimeline([mine(2, 'cid-00001'), msg(1)], [delivered, pending, elsewhere], 'c1', ME);
    expect(items.map((i) => i.key)).toEqual(['m1', 'm2', 'outbox-cid-00002']);
  });

  it("does not drop a pending message because someone else's message has the same clientId", () => {
    const pending = createEntry('c1', { kind: 'TEXT', text: 'b' }, 'cid-00002', new Date());
    const items = buildTimeline([msg(1, { clientId: 'cid-00002' })], [pending], 'c1', ME);
    expect(items.map((i) => i.type)).toEqual(['message', 'outbox']);
  });
});

describe('conversations list', () => {
  it('sorts by newest activity, a channel without messages by its creation', () => {
    const list = sortChannels([
      channel('a', { lastMessageAt: '2026-11-20T00:00:00Z' }),
      channel('b', { createdAt: '2026-11-25T00:00:00Z' }),
      channel('c', { lastMessageAt: '2026-11-24T00:00:00Z' }),
    ]);
    expect(list.map((c) => c.id)).toEqual(['b', 'c', 'a']);
  });

  it("bumps a channel on someone else's message and counts it unread when not open", () => {
    const list = [channel('c0', { lastMessageAt: '2026-11-26T12:00:00Z' }), channel('c1', { lastSeq: 1 })];
    const next = applyMessageToChannels(list, msg(2, { createdAt: '2026-11-27T00:00:00Z' }), ME, null);
    expect(next?.map((c) => c.id)).toEqual(['c1', 'c0']);
    expect(next?.[0]).toMatchObject({ lastSeq: 2, unreadCount: 1, lastMessageAt: '2026-11-27T00:00:00Z' });
  });

  it('does not count a message in the open channel or my own', () => {
    const list = [channel('c1', { lastSeq: 1, unreadCount: 3 })];
    expect(applyMessageToChannels(list, msg(2), ME, 'c1')?.[0]?.unreadCount).toBe(3);
    expect(applyMessageToChannels(list, mine(2, 'cid-00001'), ME, null)?.[0]).toMatchObject({
      unreadCount: 0,
      readSeq: 2,
    });
  });

  it('ignores a message it already counted and asks for a refetch for an unknown channel', () => {
    const list = [channel('c1', { lastSeq: 5, unreadCount: 1 })];
    expect(applyMessageToChannels(list, msg(5), ME, null)?.[0]?.unreadCount).toBe(1);
    expect(applyMessageToChannels(list, msg(1, { channelId: 'zz' }), ME, null)).toBeNull();
  });

  it('sets one channel unread count', () => {
    const list = [channel('c1', { unreadCount: 4 }), channel('c2', { unreadCount: 2 })];
    expect(setChannelUnread(list, 'c1', 0).map((c) => c.unreadCount)).toEqual([0, 2]);
  });
});

describe('messagePreview', () => {
  beforeAll(async () => {
    startLanguage('en-CA');
    await loadCatalogs(['chat']);
  });
  afterEach(() => changeLocale('en-CA'));

  it('shows text, Photo, the offer title or the system text', () => {
    expect(messagePreview(t, null)).toBe('No messages yet');
    expect(messagePreview(t, msg(1, { text: 'hey' }))).toBe('hey');
    expect(messagePreview(t, msg(1, { kind: 'IMAGE', text: null }))).toBe('Photo');
    const offer = {
      id: 'o1',
      available: true,
      title: 'Bike tune-up',
      category: 'SERVICE',
      coverThumbUrl: null,
    };
    expect(messagePreview(t, msg(1, { kind: 'OFFER', text: null, offer }))).toBe('Offer: Bike tune-up');
    expect(
      messagePreview(
        t,
        msg(1, { kind: 'OFFER', text: null, offer: { ...offer, available: false, title: null } }),
      ),
    ).toBe('Offer: no longer available');
    expect(messagePreview(t, msg(1, { kind: 'SYSTEM', sender: null, text: 'Sam joined' }))).toBe(
      'Sam joined',
    );
  });

  it('reads in French', async () => {
    await changeLocale('fr-CA');
    expect(messagePreview(t, null)).toBe('Aucun message pour l’instant');
    expect(messagePreview(t, msg(1, { kind: 'IMAGE', text: null }))).toBe('Photo');
    const offer = { id: 'o1', available: true, title: 'Vélo', category: 'SERVICE', coverThumbUrl: null };
    expect(messagePreview(t, msg(1, { kind: 'OFFER', text: null, offer }))).toBe('Offre\u00a0: Vélo');
  });
});

describe('lastOwnMessageSeq', () => {
  it('finds my newest message', () => {
    expect(lastOwnMessageSeq([mine(1, 'cid-00001'), msg(2), mine(3, 'cid-00002'), msg(4)], ME)).toBe(3);
    expect(lastOwnMessageSeq([msg(1)], ME)).toBeNull();
  });
});
