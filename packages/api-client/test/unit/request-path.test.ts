import { describe, expect, it } from 'vitest';
import { requestPath } from '../../src/index.ts';

describe('requestPath', () => {
  it('normalises relative urls', () => {
    expect(requestPath({ url: '/user/login' })).toBe('/user/login');
    expect(requestPath({ url: 'user/login' })).toBe('/user/login');
    expect(requestPath({ url: '/user/login/' })).toBe('/user/login');
    expect(requestPath({ url: '/user/verify-email-change?token=x#y' })).toBe('/user/verify-email-change');
    expect(requestPath({})).toBe('/');
  });

  it('strips the base path from absolute urls', () => {
    expect(
      requestPath({
        url: 'http://127.0.0.1:3000/v1/user/refresh-token',
        baseURL: 'http://127.0.0.1:3000/v1',
      }),
    ).toBe('/user/refresh-token');
    expect(requestPath({ url: 'https://x.test/v1/user/login?a=1', baseURL: '/v1/' })).toBe('/user/login');
    expect(requestPath({ url: 'https://x.test/other/user/login', baseURL: '/v1' })).toBe('/other/user/login');
  });
});
