import { describe, expect, it, vi } from 'vitest';
import type { FirebaseMessagingConfig } from '../firebase-config.ts';
import { createPushSetup, type PushSetupDeps } from './push-setup.ts';
import { type PushStore, REREGISTER_AFTER_MS, readPushRecord, writePushRecord } from './push-storage.ts';

const CONFIG: FirebaseMessagingConfig = {
  apiKey: 'key',
  authDomain: 'barterbits.firebaseapp.com',
  projectId: 'barterbits',
  appId: '1:2:web:3',
  messagingSenderId: '1234',
  vapidKey: 'BPk',
};
const REGISTRATION = { scope: 'https://barterbits.test/' } as ServiceWorkerRegistration;
const DAY = REREGISTER_AFTER_MS;

const memoryStore = (): PushStore => {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
};

/** Fakes for every port; `click()` answers a pending permission request with `answer`. */
function fakes(opts: { permission?: NotificationPermission | null; answer?: NotificationPermission } = {}) {
  let permission = opts.permission === undefined ? 'default' : opts.permission;
  let clock = 1_000_000;
  let pendingClick: ((answer: NotificationPermission) => void) | null = null;
  const deps = {
    api: {
      registerDeviceToken: vi.fn(async (_body: { token: string; platform: 'WEB' }) => ({})),
      removeDeviceToken: vi.fn(async (_body: { token: string }) => ({})),
    },
    browser: {
      permission: vi.fn(() => permission),
      askPermissionOnClick: vi.fn(
        (signal: AbortSignal) =>
          new Promise<NotificationPermission | null>((resolve) => {
            signal.addEventListener('abort', () => resolve(null));
            pendingClick = (answer) => {
              permission = answer;
              resolve(answer);
            };
          }),
      ),
      registerWorker: vi.fn(async () => REGISTRATION),
      existingWorker: vi.fn(async (): Promise<ServiceWorkerRegistration | null> => REGISTRATION),
    },
    messaging: {
      isSupported: vi.fn(async () => true),
      getToken: vi.fn(async (_registration: ServiceWorkerRegistration) => 'token-1'),
      deleteToken: vi.fn(async (_registration: ServiceWorkerRegistration) => {}),
    },
    local: memoryStore(),
    session: memoryStore(),
    now: () => clock,
    log: vi.fn(),
    stopWaitMs: 50,
  } satisfies PushSetupDeps;
  return {
    deps,
    setup: () => createPushSetup(CONFIG, () => deps),
    click: async (answer: NotificationPermission = opts.answer ?? 'granted') => {
      await vi.waitFor(() => expect(pendingClick).not.toBeNull());
      pendingClick?.(answer);
      pendingClick = null;
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('push setup: not configured', () => {
  it('does nothing at all without the Firebase messaging config', async () => {
    const { deps } = fakes({ permission: 'granted' });
    writePushRecord(deps.local, { userId: 'u1', token: 'old', registeredAt: 0 });
    const makeDeps = vi.fn(() => deps);
    const setup = createPushSetup(null, makeDeps);
    await setup.start('u1');
    await setup.stop();
    expect(makeDeps).not.toHaveBeenCalled();
    expect(deps.browser.permission).not.toHaveBeenCalled();
    expect(deps.api.removeDeviceToken).not.toHaveBeenCalled();
  });
});

describe('push setup: permission', () => {
  it('asks on the next click and, once granted, stores the token through the worker registration', async () => {
    const { deps, setup, click } = fakes();
    const started = setup().start('u1');
    await click('granted');
    await started;
    expect(deps.browser.askPermissionOnClick).toHaveBeenCalledTimes(1);
    expect(deps.messaging.getToken).toHaveBeenCalledWith(REGISTRATION);
    expect(deps.api.registerDeviceToken).toHaveBeenCalledWith({ token: 'token-1', platform: 'WEB' });
    expect(readPushRecord(deps.local)).toEqual({ userId: 'u1', token: 'token-1', registeredAt: 1_000_000 });
  });

  it('is asked once per session: a dismissed prompt is not shown again on the next start', async () => {
    const { deps, setup, click } = fakes();
    const first = setup().start('u1');
    await click('default');
    await first;
    await setup().start('u1'); // a reload in the same tab: a new setup, the same session storage
    expect(deps.browser.askPermissionOnClick).toHaveBeenCalledTimes(1);
    expect(deps.api.registerDeviceToken).not.toHaveBeenCalled();
    expect(deps.log).toHaveBeenCalledWith('Push notifications: permission is "default".');
  });

  it('only logs a denial, and never asks again', async () => {
    const { deps, setup, click } = fakes();
    const started = setup().start('u1');
    await click('denied');
    await started;
    await setup().start('u1');
    expect(deps.log).toHaveBeenCalledWith('Push notifications: permission is "denied".');
    expect(deps.browser.askPermissionOnClick).toHaveBeenCalledTimes(1);
    expect(deps.browser.registerWorker).not.toHaveBeenCalled();
    expect(deps.api.registerDeviceToken).not.toHaveBeenCalled();
  });

  it('skips browsers without the Notification API or FCM support', async () => {
    const none = fakes({ permission: null });
    await none.setup().start('u1');
    expect(none.deps.browser.askPermissionOnClick).not.toHaveBeenCalled();
    expect(none.deps.log).toHaveBeenCalledWith('Push notifications: this browser has no Notification API.');

    const unsupported = fakes({ permission: 'granted' });
    unsupported.deps.messaging.isSupported.mockResolvedValue(false);
    await unsupported.setup().start('u1');
    expect(unsupported.deps.browser.registerWorker).not.toHaveBeenCalled();
    expect(unsupported.deps.api.registerDeviceToken).not.toHaveBeenCalled();
  });

  it('only logs a missing token or a failure, and never throws', async () => {
    const empty = fakes({ permission: 'granted' });
    empty.deps.messaging.getToken.mockResolvedValue('');
    await empty.setup().start('u1');
    expect(empty.deps.api.registerDeviceToken).not.toHaveBeenCalled();
    expect(empty.deps.log).toHaveBeenCalledWith('Push notifications: Firebase gave no device token.');

    const failing = fakes({ permission: 'granted' });
    const error = new Error('messaging/permission-blocked');
    failing.deps.messaging.getToken.mockRejectedValue(error);
    await expect(failing.setup().start('u1')).resolves.toBeUndefined();
    expect(failing.deps.log).toHaveBeenCalledWith('Push notifications are not set up.', error);
    expect(readPushRecord(failing.deps.local)).toBeNull();
  });

  it('runs once per member however often the shell mounts', async () => {
    const { deps, setup } = fakes({ permission: 'granted' });
    const push = setup();
    await Promise.all([push.start('u1'), push.start('u1')]);
    await push.start('u1');
    expect(deps.api.registerDeviceToken).toHaveBeenCalledTimes(1);
  });
});

describe('push setup: daily refresh', () => {
  it('stores the token again only once a day has passed, without loading Firebase before', async () => {
    const { deps, setup, advance } = fakes({ permission: 'granted' });
    await setup().start('u1');
    advance(DAY - 1);
    await setup().start('u1');
    expect(deps.messaging.isSupported).toHaveBeenCalledTimes(1);
    expect(deps.api.registerDeviceToken).toHaveBeenCalledTimes(1);
    advance(1);
    await setup().start('u1');
    expect(deps.api.registerDeviceToken).toHaveBeenCalledTimes(2);
    expect(readPushRecord(deps.local)?.registeredAt).toBe(1_000_000 + DAY);
  });

  it('replaces a token FCM has changed, and registers for another member at once', async () => {
    const { deps, setup, advance } = fakes({ permission: 'granted' });
    await setup().start('u1');
    advance(DAY);
    deps.messaging.getToken.mockResolvedValue('token-2');
    await setup().start('u1');
    expect(deps.api.removeDeviceToken).toHaveBeenCalledWith({ token: 'token-1' });
    expect(deps.api.registerDeviceToken).toHaveBeenLastCalledWith({ token: 'token-2', platform: 'WEB' });

    await setup().start('u2');
    expect(deps.api.registerDeviceToken).toHaveBeenCalledTimes(3);
    expect(deps.api.removeDeviceToken).toHaveBeenCalledTimes(1); // u1's token is not u2's to remove
    expect(readPushRecord(deps.local)?.userId).toBe('u2');
  });
});

describe('push setup: logout', () => {
  it('removes the stored token from the server, then deletes it on Firebase', async () => {
    const { deps, setup } = fakes({ permission: 'granted' });
    const push = setup();
    await push.start('u1');
    await push.stop();
    expect(deps.api.removeDeviceToken).toHaveBeenCalledWith({ token: 'token-1' });
    expect(readPushRecord(deps.local)).toBeNull();
    await vi.waitFor(() => expect(deps.messaging.deleteToken).toHaveBeenCalledWith(REGISTRATION));
    // Signing in again in this tab sets push up anew.
    await push.start('u1');
    expect(deps.api.registerDeviceToken).toHaveBeenCalledTimes(2);
  });

  it('ignores a failed removal', async () => {
    const { deps, setup } = fakes({ permission: 'granted' });
    const push = setup();
    await push.start('u1');
    deps.api.removeDeviceToken.mockRejectedValue(new Error('Network Error'));
    await expect(push.stop()).resolves.toBeUndefined();
    expect(readPushRecord(deps.local)).toBeNull();
  });

  it('does nothing on the server when no token was stored', async () => {
    const { deps, setup } = fakes({ permission: 'denied' });
    const push = setup();
    await push.start('u1');
    await push.stop();
    expect(deps.api.removeDeviceToken).not.toHaveBeenCalled();
    expect(deps.messaging.deleteToken).not.toHaveBeenCalled();
  });

  it('stops waiting for a click, so the prompt never comes after logout', async () => {
    const { deps, setup } = fakes();
    const push = setup();
    const started = push.start('u1');
    await vi.waitFor(() => expect(deps.browser.askPermissionOnClick).toHaveBeenCalled());
    await push.stop();
    await started;
    expect(deps.messaging.getToken).not.toHaveBeenCalled();
    expect(deps.api.registerDeviceToken).not.toHaveBeenCalled();
  });

  it('removes a token whose registration was still in flight when logout began', async () => {
    const { deps, setup } = fakes({ permission: 'granted' });
    let answer: () => void = () => {};
    deps.api.registerDeviceToken.mockImplementation(
      () => new Promise((resolve) => (answer = () => resolve({}))),
    );
    const push = setup();
    const started = push.start('u1');
    await vi.waitFor(() => expect(deps.api.registerDeviceToken).toHaveBeenCalled());
    const stopped = push.stop();
    answer();
    await Promise.all([started, stopped]);
    expect(deps.api.removeDeviceToken).toHaveBeenCalledWith({ token: 'token-1' });
    expect(readPushRecord(deps.local)).toBeNull();
  });
});
