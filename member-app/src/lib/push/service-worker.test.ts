/** The push service worker (member-app/public/firebase-messaging-sw.js) run in a fake worker scope. */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const SOURCE = readFileSync(new URL('../../../public/firebase-messaging-sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://barterbits.test';

interface FakeClient {
  url: string;
  visibilityState: 'visible' | 'hidden';
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

const client = (url: string, visibilityState: 'visible' | 'hidden' = 'hidden'): FakeClient => {
  const c: FakeClient = { url, visibilityState, focus: vi.fn(), navigate: vi.fn() };
  c.focus.mockResolvedValue(c);
  c.navigate.mockImplementation(async (href: string) => ({ ...c, url: href }));
  return c;
};

/** Loads the worker with the given open windows; `dispatch` runs a handler and awaits its waitUntil. */
function loadWorker(windows: FakeClient[] = []) {
  const handlers = new Map<string, (event: object) => void>();
  const self = {
    location: new URL(`${ORIGIN}/firebase-messaging-sw.js`),
    addEventListener: (type: string, handler: (event: object) => void) => handlers.set(type, handler),
    registration: { showNotification: vi.fn(async () => {}) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (href: string) => client(href)),
      claim: vi.fn(async () => {}),
    },
    skipWaiting: vi.fn(),
  };
  runInNewContext(SOURCE, { self, URL });
  const dispatch = async (type: string, event: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    handlers.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  const push = (payload: unknown) =>
    dispatch('push', { data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } });
  const click = (data: unknown) => dispatch('notificationclick', { notification: { data, close: vi.fn() } });
  return { self, push, click };
}

const FCM_PUSH = {
  notification: { title: 'New barter request', body: 'Priya wants your bike tune-up' },
  data: { link: `${ORIGIN}/barter-request/42` },
  fcmOptions: { link: `${ORIGIN}/barter-request/42` },
  from: '1234',
  fcmMessageId: 'abc',
};

describe('push service worker: push', () => {
  it("shows the FCM notification's title and body, tagged by its subject, with its link", async () => {
    const worker = loadWorker([client(`${ORIGIN}/`, 'hidden')]);
    await worker.push(FCM_PUSH);
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('New barter request', {
      body: 'Priya wants your bike tune-up',
      tag: '/barter-request/42',
      renotify: true,
      data: { link: `${ORIGIN}/barter-request/42` },
    });
  });

  it('shows nothing while a tab of the app is visible (its live notices tell the member)', async () => {
    const worker = loadWorker([client(`${ORIGIN}/search-product`, 'visible')]);
    await worker.push(FCM_PUSH);
    expect(worker.self.registration.showNotification).not.toHaveBeenCalled();
  });

  it('links to the notifications page when the push has no link of this origin', async () => {
    const worker = loadWorker();
    await worker.push({ ...FCM_PUSH, data: { link: 'https://evil.test/x' }, fcmOptions: {} });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith(
      'New barter request',
      expect.objectContaining({ tag: '/notification', data: { link: `${ORIGIN}/notification` } }),
    );
  });

  it('ignores a push without a title or that is not JSON', async () => {
    const worker = loadWorker();
    await worker.push({ data: { link: '/x' } });
    await worker.push('not json');
    expect(worker.self.registration.showNotification).not.toHaveBeenCalled();
  });
});

describe('push service worker: click', () => {
  const link = `${ORIGIN}/barter-request/42`;

  it('focuses the tab already showing the link', async () => {
    const showing = client(link);
    const worker = loadWorker([client(`${ORIGIN}/`), showing]);
    await worker.click({ link });
    expect(showing.focus).toHaveBeenCalled();
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('sends an open tab of the app to the link', async () => {
    const tab = client(`${ORIGIN}/my-wallet`);
    const worker = loadWorker([tab]);
    await worker.click({ link });
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(link);
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when no tab is open, or the tab cannot be navigated', async () => {
    const none = loadWorker();
    await none.click({ link });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith(link);

    const uncontrolled = client(`${ORIGIN}/my-wallet`);
    uncontrolled.navigate.mockRejectedValue(new TypeError('not controlled'));
    const worker = loadWorker([uncontrolled]);
    await worker.click({ link });
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(link);
  });
});
