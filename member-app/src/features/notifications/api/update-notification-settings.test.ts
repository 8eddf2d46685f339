// First: the API client's modules read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import {
  DEFAULT_NOTIFICATION_MATRIX,
  LOCKED_NOTIFICATION_CELLS,
  type TNotificationSettings,
} from '@barterbits/contracts';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api.ts';
import { withCell } from '../lib/settings-matrix.ts';
import { notificationKeys } from './keys.ts';
import { type CellChange, toggleSettingOptions } from './update-notification-settings.ts';

const server = vi.hoisted(() => ({
  calls: [] as { body: unknown; resolve: (v: unknown) => void; reject: (e: Error) => void }[],
}));

const initial = (): TNotificationSettings => ({
  groups: structuredClone(DEFAULT_NOTIFICATION_MATRIX),
  locked: [...LOCKED_NOTIFICATION_CELLS],
  securityEmails: 'ALWAYS',
  offerRadius: 20,
  memberRadius: 20,
});
const GIFTS_EMAIL = { group: 'GIFTS', channel: 'EMAIL' } as const;
const CHAT_PUSH = { group: 'CHAT', channel: 'PUSH' } as const;

let qc: QueryClient;
const cached = () => qc.getQueryData<TNotificationSettings>(notificationKeys.settings());
/** Presses a switch; resolves with the mutation's outcome (never rejects). */
const press = (change: CellChange) =>
  new MutationObserver(qc, toggleSettingOptions(qc)).mutate(change).then(
    () => 'saved',
    (e: Error) => e.message,
  );
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  server.calls.length = 0;
  // A spy on the real client (not a module mock: the other files of this worker share its modules).
  vi.spyOn(api, 'updateNotificationSettings').mockImplementation(
    (body) =>
      new Promise<unknown>((resolve, reject) => server.calls.push({ body, resolve, reject })) as ReturnType<
        typeof api.updateNotificationSettings
      >,
  );
  qc = new QueryClient();
  qc.setQueryData(notificationKeys.settings(), initial());
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toggleSettingOptions', () => {
  it('sends only the pressed cell and moves the switch before the answer', async () => {
    const done = press({ ...GIFTS_EMAIL, on: false });
    await settle();
    expect(server.calls.map((c) => c.body)).toEqual([{ groups: { GIFTS: { EMAIL: false } } }]);
    expect(cached()?.groups.GIFTS.EMAIL).toBe(false);
    const answer = { ...withCell(initial(), GIFTS_EMAIL, false), offerRadius: 30 };
    server.calls[0]?.resolve({ data: answer });
    expect(await done).toBe('saved');
    expect(cached()).toEqual(answer);
  });

  it('puts the switch back when the server refuses', async () => {
    const done = press({ ...GIFTS_EMAIL, on: false });
    await settle();
    server.calls[0]?.reject(new Error('Network Error'));
    expect(await done).toBe('Network Error');
    expect(cached()?.groups.GIFTS.EMAIL).toBe(true);
  });

  it('keeps a later press when an earlier one is answered first', async () => {
    const first = press({ ...GIFTS_EMAIL, on: false });
    const second = press({ ...CHAT_PUSH, on: false });
    await settle();
    server.calls[0]?.resolve({ data: withCell(initial(), GIFTS_EMAIL, false) });
    await first;
    expect(cached()?.groups.CHAT.PUSH).toBe(false);
    const both = withCell(withCell(initial(), GIFTS_EMAIL, false), CHAT_PUSH, false);
    server.calls[1]?.resolve({ data: both });
    await second;
    expect(cached()).toEqual(both);
  });

  it('puts back only the refused cell while another press is on its way', async () => {
    const first = press({ ...GIFTS_EMAIL, on: false });
    const second = press({ ...CHAT_PUSH, on: false });
    await settle();
    server.calls[0]?.reject(new Error('Network Error'));
    await first;
    expect(cached()?.groups.GIFTS.EMAIL).toBe(true);
    expect(cached()?.groups.CHAT.PUSH).toBe(false);
    server.calls[1]?.resolve({ data: withCell(initial(), CHAT_PUSH, false) });
    await second;
    expect(cached()?.groups.CHAT.PUSH).toBe(false);
  });
});
