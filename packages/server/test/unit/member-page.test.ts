import { describe, expect, it } from 'vitest';
import { memberPageEnv, memberPageSettings, withPageEnv } from '../../src/lib/member-page.ts';

const PAGE =
  '<!doctype html><html><head><title>BarterBits</title></head><body><div id="root"></div></body></html>';

/** The settings element's JSON, parsed back as the app does. */
const settingsOf = (html: string) => {
  const m = /<script id="app-env" type="application\/json">(.*?)<\/script>/s.exec(html);
  return m ? JSON.parse(m[1]!) : null;
};

describe('memberPageEnv', () => {
  it('keeps the set Firebase web values under the names the app reads, and nothing else', () => {
    expect(
      memberPageEnv({
        FIREBASE_API_KEY: ' key ',
        FIREBASE_PROJECT_ID: 'barterbits',
        FIREBASE_VAPID_KEY: '',
        FCM_SERVICE_ACCOUNT: '{"private_key":"secret"}',
        JWT_SECRET: 'secret',
      }),
    ).toEqual({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'barterbits' });
    expect(memberPageEnv({})).toEqual({});
  });

  it("never takes Stripe's key from the environment alone: only the server's payments choice puts it there", () => {
    expect(memberPageEnv({ STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual(
      {},
    );
  });
});

describe('memberPageSettings', () => {
  it("adds Stripe's publishable key when payments go through Stripe, and leaves the page as it is otherwise", () => {
    const firebase = { VITE_FIREBASE_PROJECT_ID: 'barterbits' };
    expect(memberPageSettings(firebase, 'pk_test_abc')).toEqual({
      VITE_FIREBASE_PROJECT_ID: 'barterbits',
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    });
    expect(memberPageSettings(firebase, undefined)).toEqual(firebase);
    expect(memberPageSettings({}, undefined)).toEqual({});
  });
});

describe('withPageEnv', () => {
  it('leaves the page unchanged without settings', () => {
    expect(withPageEnv(PAGE, {})).toBe(PAGE);
  });

  it('writes the settings as a JSON data element at the end of the head', () => {
    const html = withPageEnv(PAGE, { VITE_FIREBASE_API_KEY: 'key' });
    expect(html).toContain('</title><script id="app-env" type="application/json">');
    expect(html.indexOf('app-env')).toBeLessThan(html.indexOf('</head>'));
    expect(settingsOf(html)).toEqual({ VITE_FIREBASE_API_KEY: 'key' });
  });

  it('no value can close the element or start markup', () => {
    const evil = '</script><script>alert(1)</script>\u2028';
    const html = withPageEnv(PAGE, { VITE_FIREBASE_APP_ID: evil });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('\u2028');
    expect(settingsOf(html)).toEqual({ VITE_FIREBASE_APP_ID: evil });
  });
});
