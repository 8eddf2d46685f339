import { describe, expect, it } from 'vitest';
import { deviceCookie, deviceTokenOf, throttleAddress } from '../../src/modules/auth/login-throttle.ts';

describe('throttleAddress', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped ones', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64, however written', () => {
    const block = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:1:2:3',
      '2001:DB8:1:2:0:0:0:9',
      'fe80::1%eth0',
    ]) {
      expect(throttleAddress(ip)).toBe(ip.startsWith('fe80') ? 'fe80:0:0:0::/64' : block);
    }
    expect(throttleAddress('2001:db8:1:3::1')).not.toBe(block);
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(throttleAddress('unknown')).toBe('unknown');
  });
});

describe('device cookie', () => {
  const token = 'A'.repeat(43);

  it('reads the token among other cookies, and only a well-formed one', () => {
    expect(deviceTokenOf(`a=1; bb_device=${token}; b=2`)).toBe(token);
    expect(deviceTokenOf(`bb_device=${token}x`)).toBeUndefined();
    expect(deviceTokenOf('bb_device=../../etc')).toBeUndefined();
    expect(deviceTokenOf(undefined)).toBeUndefined();
    expect(deviceTokenOf(`xbb_device=${token}`)).toBeUndefined();
  });

  it('is HttpOnly, scoped to the sign-in path, Secure over HTTPS', () => {
    expect(deviceCookie(token, { path: '/v1/user/login', secure: true })).toBe(
      `bb_device=${token}; Path=/v1/user/login; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`,
    );
  });
});
