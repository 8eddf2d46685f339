import { createECDH, randomUUID } from 'node:crypto';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { signInMember } from './support/auth.ts';
import { makeMember } from './support/members.ts';
import { expect, test } from './support/test.ts';

/**
 * Push with Firebase configured, end to end in the browser, with Google's side played by
 * local stand-ins because this machine cannot reach Google:
 * - the page gets a Firebase web config at run time, as the server writes it from FIREBASE_* (the
 *   `app-env` element; the server's side is tested in member-page.test.ts and system.test.ts);
 * - Firebase's installation and FCM registration calls are answered here as Google answers them, and the
 *   browser's push subscription (Chromium would ask Google's push service) is a stand-in subscription;
 * - everything else is real: the Firebase SDK, the app's push setup, the service worker, the server.
 * A signed-in member with notifications allowed gets a device token stored with POST /notify/manage-token;
 * a push as FCM delivers it to the browser shows the notice through the service worker; signing out
 * removes the token (DELETE /notify/manage-token) and its FCM registration.
 */
const PROJECT = 'barterbits-e2e';
const FCM_TOKEN = `e2e-fcm-token-${randomUUID()}`;

/** A P-256 public key as the VAPID key (base64url), as a Firebase project has one. */
const VAPID_KEY = createECDH('prime256v1').generateKeys().toString('base64url');

const FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'e2e-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_FIREBASE_APP_ID: '1:1234567890:web:e2e',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_VAPID_KEY: VAPID_KEY,
};

/** Serves the member app's pages with the run-time Firebase config, as the server does with FIREBASE_* set. */
async function withFirebaseConfig(page: Page, baseURL: string) {
  await page.route(`${baseURL}/**`, async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</head>',
      `<script id="app-env" type="application/json">${JSON.stringify(FIREBASE_ENV)}</script></head>`,
    );
    return route.fulfill({ response, body: html });
  });
}

/** Google's Firebase installation and FCM registration APIs, as they answer. */
async function googleStandIns(context: BrowserContext) {
  const calls: { method: string; url: string }[] = [];
  await context.route('https://firebaseinstallations.googleapis.com/**', async (route) => {
    calls.push({ method: route.request().method(), url: route.request().url() });
    if (route.request().method() === 'DELETE') return route.fulfill({ status: 200, json: {} });
    const fid = `f${randomUUID().replace(/-/g, '').slice(0, 21)}`;
    return route.fulfill({
      json: {
        name: `projects/${PROJECT}/installations/${fid}`,
        fid,
        refreshToken: 'e2e-refresh',
        authToken: { token: 'e2e-installation-auth', expiresIn: '604800s' },
      },
    });
  });
  await context.route('https://fcmregistrations.googleapis.com/**', async (route) => {
    calls.push({ method: route.request().method(), url: route.request().url() });
    if (route.request().method() === 'DELETE') return route.fulfill({ status: 200, json: {} });
    return route.fulfill({ json: { token: FCM_TOKEN } });
  });
  return calls;
}

/** The browser's push subscription stand-in (Chromium's own would register with Google's push service). */
const PUSH_SUBSCRIPTION_STAND_IN = () => {
  const key = (n: number) => new Uint8Array(n).map((_, i) => (i * 7 + 3) % 256).buffer;
  let current: PushSubscription | null = null;
  const make = (options?: PushSubscriptionOptionsInit) =>
    ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-endpoint',
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
      getKey: (name: string) => (name === 'p256dh' ? key(65) : key(16)),
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-endpoint', keys: {} }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async function subscribe(options) {
    current ??= make(options);
    return current;
  };
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.permissionState = async () => 'granted';
};

test('with Firebase configured, a member gets push: token stored, push shown, token removed at sign-out', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await makeMember(request, 'Petra', 'Push', { prefix: 'push', password: 'PushPass#2026' });
  const context = await browser.newContext({ permissions: ['notifications'] });
  const google = await googleStandIns(context);
  await context.addInitScript(PUSH_SUBSCRIPTION_STAND_IN);
  const page = await context.newPage();
  // What the app says of push (its console), told when a step below fails.
  const said: string[] = [];
  page.on('console', (m) => {
    if (/push|firebase|messaging/i.test(m.text())) said.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => said.push(`page error: ${e.message}`));

  // Signed in first (the sign-in page would show the social buttons with the config), then the app
  // opens with Firebase configured: notifications are allowed already, so nothing is asked.
  await signInMember(page, member);
  await withFirebaseConfig(page, baseURL!);
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/v1/notify/manage-token') && r.request().method() === 'POST',
  );
  await page.goto('/notification');
  const storedToken = await stored;
  expect(storedToken.status()).toBe(200);
  expect(storedToken.request().postDataJSON()).toMatchObject({ token: FCM_TOKEN });
  expect(
    google.some((c) => c.method === 'POST' && c.url.includes(`/projects/${PROJECT}/registrations`)),
  ).toBe(true);

  // A push as FCM delivers it to the browser, while no tab of the app is open: the worker shows it.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  await page.goto('about:blank');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: id,
    data: JSON.stringify({
      notification: { title: 'New barter request', body: 'Sam wants your bike for 120.00 BITS.' },
      data: { link: `${baseURL}/barter-request/e2e-request` },
      from: '1234567890',
      fcmMessageId: randomUUID(),
    }),
  });
  await page.goto('/notification');
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          const shown = (await registration?.getNotifications()) ?? [];
          return shown.map((n) => ({
            title: n.title,
            body: n.body,
            link: (n.data as { link: string }).link,
          }));
        }),
      { timeout: 15_000 },
    )
    .toEqual([
      {
        title: 'New barter request',
        body: 'Sam wants your bike for 120.00 BITS.',
        link: `${baseURL}/barter-request/e2e-request`,
      },
    ]);

  // Signing out removes this browser's token from the server, then its FCM registration.
  const removed = page.waitForResponse(
    (r) => r.url().endsWith('/v1/notify/manage-token') && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await removed).status()).toBe(200);
  await expect(page).toHaveURL(/\/sign-in$/);
  // The Firebase registration is deleted in the background after sign-out (the SDK is loaded for it):
  // on a busy machine that can take longer than the default poll.
  await expect
    .poll(() => google.some((c) => c.method === 'DELETE' && c.url.includes(`/registrations/${FCM_TOKEN}`)), {
      timeout: 30_000,
    })
    .toBe(true)
    .catch((e: Error) => {
      const calls = google.map((c) => `${c.method} ${c.url}`).join('\n  ');
      throw new Error(`${e.message}\nGoogle was called:\n  ${calls}\nThe app said:\n  ${said.join('\n  ')}`);
    });
  await context.close();
});
