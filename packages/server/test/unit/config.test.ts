/** loadConfig: the settings that decide who is believed about their address and who reads the outbox. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('TRUST_PROXY', () => {
  it('is off when unset, empty or false', () => {
    for (const TRUST_PROXY of [undefined, '', 'false', '  ']) {
      expect(loadConfig({ TRUST_PROXY }).trustProxy, String(TRUST_PROXY)).toBe(false);
    }
  });

  it("takes the proxies' addresses and CIDRs, comma-separated", () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['10.0.0.5']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/12,::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
    expect(loadConfig({ TRUST_PROXY: '192.168.1.0/255.255.255.0' }).trustProxy).toEqual([
      '192.168.1.0/255.255.255.0',
    ]);
  });

  it('refuses true: every client would pick its own address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true .*addresses or CIDRs/);
  });

  it('refuses a list without an entry', () => {
    expect(() => loadConfig({ TRUST_PROXY: ',' })).toThrow(/no address given/);
  });

  it('refuses hop counts, which cannot check the request came through the proxy', () => {
    for (const TRUST_PROXY of ['1', '2']) {
      expect(() => loadConfig({ TRUST_PROXY }), TRUST_PROXY).toThrow(/hop count/);
    }
  });

  it('refuses ranges covering everyone and entries that are not addresses', () => {
    for (const TRUST_PROXY of [
      '0.0.0.0/0',
      '::/0',
      '10.0.0.1,0.0.0.0/0',
      '*',
      'all',
      'proxy.internal',
      '10.0.0.300',
      '10.0.0.0/33',
      '10.0.0.0/8/8',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY }), TRUST_PROXY).toThrow(/TRUST_PROXY.*not an address or CIDR/);
    }
  });
});

describe('DEV_OUTBOX', () => {
  it('is on by default in development and test only', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).devOutbox).toBe(true);
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
  });

  it('is turned on or off explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX=yes/);
  });
});

describe('Stripe settings', () => {
  const STRIPE = {
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  };

  it('are read only with PAYMENTS_PROVIDER=stripe', () => {
    expect(loadConfig({ ...STRIPE, PAYMENTS_PROVIDER: undefined }).stripe).toBeUndefined();
    expect(loadConfig(STRIPE).stripe).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      apiUrl: undefined,
    });
    expect(loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:4242' }).stripe?.apiUrl).toBe(
      'http://127.0.0.1:4242',
    );
  });

  it('refuse to start without a key, or with a key of the wrong kind, naming the variable', () => {
    expect(() => loadConfig({ ...STRIPE, STRIPE_SECRET_KEY: '' })).toThrow(/needs STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...STRIPE, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(
      /needs STRIPE_WEBHOOK_SECRET/,
    );
    // The publishable key pasted where the secret one goes.
    expect(() => loadConfig({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY: expected a key that starts with sk_test_/,
    );
    expect(() => loadConfig({ ...STRIPE, STRIPE_API_URL: 'localhost:4242' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:4242/v1' })).toThrow(/no path/);
  });
});

describe('BARTER_HOLD_DAYS', () => {
  it('holds a barter payment 7 days unless set; 0 pays the seller at once', () => {
    expect(loadConfig({}).barterHoldDays).toBe(7);
    expect(loadConfig({ BARTER_HOLD_DAYS: ' ' }).barterHoldDays).toBe(7);
    expect(loadConfig({ BARTER_HOLD_DAYS: '0' }).barterHoldDays).toBe(0);
    expect(loadConfig({ BARTER_HOLD_DAYS: '14' }).barterHoldDays).toBe(14);
  });

  it('refuses what is not a whole number of days from 0 to 60, naming the setting', () => {
    for (const v of ['-1', '1.5', 'seven', '61', '1e3']) {
      expect(() => loadConfig({ BARTER_HOLD_DAYS: v }), v).toThrow(ConfigError);
      expect(() => loadConfig({ BARTER_HOLD_DAYS: v }), v).toThrow(/BARTER_HOLD_DAYS/);
    }
  });
});
