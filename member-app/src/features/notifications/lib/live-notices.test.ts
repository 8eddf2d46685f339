import type { TListNotificationsResponse, TNotification } from '@barterbits/contracts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../../lib/live.ts';
import { notificationKeys } from '../api/keys.ts';
import {
  type BrowserNoticeConditions,
  handleLiveNoticeEvent,
  shouldShowBrowserNotice,
  withNewNotice,
  withUnread,
} from './live-notices.ts';

const notice = (id: string, read = false): TNotification => ({
  id,
  type: 'BARTER_REQUEST',
  title: 'New barter request',
  body: 'Maple asks you to pay 10.00 BITS.',
  link: `/my-wallet/barter-requests/${id}`,
  read,
  readAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
});
const page = (data: TNotification[], unread: number): TListNotificationsResponse => ({
  data,
  meta: { total: data.length, limit: 50, offset: 0, unread },
});

const visibleTab: BrowserNoticeConditions = { hidden: false, permission: 'granted', pushConfigured: false };

describe('shouldShowBrowserNotice', () => {
  it('only in a hidden tab, with permission, when push does not show it', () => {
    expect(shouldShowBrowserNotice({ ...visibleTab, hidden: true })).toBe(true);
    expect(shouldShowBrowserNotice(visibleTab)).toBe(false);
    expect(shouldShowBrowserNotice({ ...visibleTab, hidden: true, permission: 'default' })).toBe(false);
    expect(shouldShowBrowserNotice({ ...visibleTab, hidden: true, permission: 'denied' })).toBe(false);
    expect(shouldShowBrowserNotice({ ...visibleTab, hidden: true, permission: 'unsupported' })).toBe(false);
    expect(shouldShowBrowserNotice({ ...visibleTab, hidden: true, pushConfigured: true })).toBe(false);
  });
});

describe('withNewNotice / withUnread', () => {
  it('puts a new notice first and counts it, once', () => {
    const before = page([notice('a', true)], 0);
    const after = withNewNotice(before, notice('b'));
    expect(after?.data.map((n) => n.id)).toEqual(['b', 'a']);
    expect(after?.meta).toMatchObject({ total: 2, unread: 1 });
    expect(withNewNotice(after, notice('b'))).toBe(after);
    expect(withNewNotice(undefined, notice('b'))).toBeUndefined();
  });

  it('sets the unread count', () => {
    expect(withUnread(page([notice('a')], 1), 0)?.meta.unread).toBe(0);
    expect(withUnread(undefined, 3)).toBeUndefined();
  });
});

describe('handleLiveNoticeEvent', () => {
  const userId = 'u1';
  const key = notificationKeys.list(userId);
  let qc: QueryClient;
  let conditions: BrowserNoticeConditions;
  let shown: TNotification[];
  const handle = (event: LiveEvent) =>
    handleLiveNoticeEvent(event, {
      queryClient: qc,
      userId,
      conditions: () => conditions,
      showBrowserNotice: (n) => shown.push(n),
    });

  beforeEach(() => {
    qc = new QueryClient();
    qc.setQueryData(key, page([notice('a', true)], 0));
    conditions = visibleTab;
    shown = [];
  });

  it('a notice raises the badge at once and marks the page stale; no browser notice in a visible tab', () => {
    handle({ type: 'notice', channelId: null, payload: notice('b') });
    expect(qc.getQueryData<TListNotificationsResponse>(key)?.meta.unread).toBe(1);
    expect(qc.getQueryState(key)?.isInvalidated).toBe(true);
    expect(shown).toEqual([]);
  });

  it('a notice in a hidden tab with permission is shown as a browser notification', () => {
    conditions = { ...visibleTab, hidden: true };
    handle({ type: 'notice', channelId: null, payload: notice('b') });
    expect(shown.map((n) => n.id)).toEqual(['b']);
  });

  it('notices-read sets the count and marks the page stale', () => {
    qc.setQueryData(key, page([notice('b'), notice('c')], 2));
    handle({ type: 'notices-read', channelId: null, payload: { unread: 0 } });
    expect(qc.getQueryData<TListNotificationsResponse>(key)?.meta.unread).toBe(0);
    expect(qc.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('a reconnect or a resync fetches the page again; a first connect and chat events do not', () => {
    const spy = vi.spyOn(qc, 'invalidateQueries');
    handle({ type: 'connected', channelId: null, payload: { userId, reconnect: false } });
    handle({ type: 'unread', channelId: null, payload: { total: 1, channelId: null, unreadCount: null } });
    expect(spy).not.toHaveBeenCalled();
    handle({ type: 'connected', channelId: null, payload: { userId, reconnect: true } });
    handle({ type: 'resync', channelId: null, payload: null });
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenCalledWith({ queryKey: key });
  });
});
