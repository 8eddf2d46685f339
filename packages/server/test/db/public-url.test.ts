/**
 * PUBLIC_URL is the one address of the product: e-mailed links start with it whatever Host a request
 * carries, and a page opened at another loopback name of the same port is sent there (localhost and
 * 127.0.0.1 are different browser origins, so a link would otherwise open signed out).
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import { build, call, MEMBER } from '../helper.ts';

const local = await build({ config: { publicUrl: 'http://localhost:8080' } });
const hosted = await build({ config: { publicUrl: 'https://barterbits.example' } });

const page = (
  app: typeof local,
  host: string,
  url = '/sign-in?next=%2Fmy-wallet',
  method: 'GET' | 'HEAD' = 'GET',
) => app.inject({ method, url, headers: { host } });

describe('a page opened at another loopback name', () => {
  it.each(['127.0.0.1:8080', '[::1]:8080'])(
    '%s is redirected to the public URL with its path and query',
    async (host) => {
      const res = await page(local, host);
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe('http://localhost:8080/sign-in?next=%2Fmy-wallet');
      expect((await page(local, host, '/admin/users', 'HEAD')).headers.location).toBe(
        'http://localhost:8080/admin/users',
      );
    },
  );

  it('the public host itself, another port, a non-loopback host and the API are not redirected', async () => {
    for (const host of [
      'localhost:8080',
      'LOCALHOST:8080',
      '127.0.0.1:5173',
      '192.168.1.20:8080',
      'evil.example',
    ]) {
      expect((await page(local, host)).statusCode, host).not.toBe(308);
    }
    const api = await local.inject({ method: 'GET', url: '/v1/health', headers: { host: '127.0.0.1:8080' } });
    expect(api.statusCode).toBe(200);
    const post = await local.inject({ method: 'POST', url: '/sign-in', headers: { host: '127.0.0.1:8080' } });
    expect(post.statusCode).not.toBe(308);
  });

  it('a public URL that is not a loopback name never redirects (the proxy in front owns the host)', async () => {
    for (const host of ['127.0.0.1:8080', 'localhost', 'other.example']) {
      expect((await page(hosted, host)).statusCode, host).not.toBe(308);
    }
  });
});

describe('e-mailed links', () => {
  it('start with the public URL, never with the Host the request came with', async () => {
    const res = await call(hosted, 'forgotPassword', {
      body: { email: MEMBER.email },
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await backgroundSettled();
    const [mail] = await hosted.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, MEMBER.email))
      .orderBy(desc(outboxEmails.createdAt));
    expect(mail?.links.length).toBeGreaterThan(0);
    for (const link of mail!.links) expect(link.startsWith('https://barterbits.example/')).toBe(true);
    expect(JSON.stringify(mail)).not.toContain('attacker.example');
  });
});
