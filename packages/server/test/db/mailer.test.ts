import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import { build, call, devOutbox, freshIp, requests } from '../helper.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that accepts anything and keeps the raw messages. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The raw message's headers (unfolded) and its decoded text part. */
function parse(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = Object.fromEntries(
    head
      .replace(/\r?\n[ \t]+/g, ' ')
      .split(/\r?\n/)
      .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  // Quoted-printable: soft line breaks, then =XX escapes.
  const body = rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return { headers, body };
}

const PASSWORD = 'Trade#Goods1';

/** POST /v1/auth/sign-up of a new account from a fresh address. */
const signUp = (app: FastifyInstance, email: string) =>
  call(app, 'signUp', {
    body: { email, password: PASSWORD, confirmPassword: PASSWORD },
    remoteAddress: freshIp(),
  });

describe('SMTP delivery', async () => {
  const smtp = await startSmtp();
  afterAll(() => smtp.close());
  const app = await build({
    config: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'BarterBits Test <robot@barterbits.test>',
      publicUrl: 'https://app.example.test',
    },
  });

  it('delivers the verification e-mail over SMTP and records it as SENT', async () => {
    const email = `smtp.${Date.now()}@example.com`;
    const res = await signUp(app, email);
    expect(res.statusCode).toBe(200);

    const [row] = await app.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(row).toMatchObject({ status: 'SENT', template: 'email-verification', error: null });
    expect(row!.sentAt).not.toBeNull();
    const link = row!.links[0]!;
    expect(link).toMatch(/^https:\/\/app\.example\.test\/email-verified\?token=/);

    const message = smtp.received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('robot@barterbits.test');
    const { headers, body } = parse(message!.raw);
    expect(headers.to).toBe(email);
    expect(headers.from).toBe('BarterBits Test <robot@barterbits.test>');
    expect(headers.subject).toBe('Verify your email address for BarterBits');
    expect(headers['content-type']).toContain('multipart/alternative');
    expect(body).toContain(link);
    expect(body).toContain(`href="${link}"`);
  });

  it('delivers the password-reset e-mail with its link', async () => {
    const email = `smtp.reset.${Date.now()}@example.com`;
    await signUp(app, email);
    const res = await call(app, 'forgotPassword', { body: { email }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    await backgroundSettled();
    const [row] = await app.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    expect(row).toMatchObject({ template: 'password-reset', status: 'SENT' });
    const message = smtp.received.filter((m) => m.to.includes(email)).at(-1);
    const { headers, body } = parse(message!.raw);
    expect(headers.subject).toBe('Reset your BarterBits password');
    expect(body).toContain(row!.links[0]);
    expect(row!.links[0]).toMatch(/^https:\/\/app\.example\.test\/new-password\?token=/);
  });
});

describe('SMTP failure', async () => {
  // A port that nobody listens on any more.
  const smtp = await startSmtp();
  const deadPort = smtp.port;
  await smtp.close();
  const app = await build({ config: { smtpUrl: `smtp://127.0.0.1:${deadPort}` } });

  it('records the message as FAILED and still answers the request', async () => {
    const email = `smtp.down.${Date.now()}@example.com`;
    const res = await signUp(app, email);
    expect(res.statusCode).toBe(200);
    const [row] = await app.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(row!.status).toBe('FAILED');
    expect(row!.error).toBeTruthy();
    expect(row!.sentAt).toBeNull();
  });
});

describe('GET /v1/dev/outbox', async () => {
  const dev = await build({ seed: false, config: { env: 'development' } });
  const prod = await build({ seed: false, config: { env: 'production' } });
  const prodSmtp = await build({ seed: false, config: { env: 'production', smtpUrl: 'smtp://127.0.0.1:1' } });

  it('lists recent e-mails with clickable links in development', async () => {
    const email = `outbox.${Date.now()}@example.com`;
    await signUp(dev, email);
    const [row] = await dev.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    const res = await devOutbox(dev);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(email);
    expect(res.body).toContain('Verify your email address for BarterBits');
    expect(res.body).toContain(`<a href="${row!.links[0]}">`);

    const doc = (await requests(dev).get('/v1/openapi.json')).json();
    expect(Object.keys(doc.paths)).not.toContain('/v1/dev/outbox');
    expect(Object.keys(doc.paths)).toContain('/v1/auth/sign-up');
  });

  it('outside development, without a mail server, answers this machine only', async () => {
    const local = await devOutbox(prod, '127.0.0.1');
    expect(local.statusCode).toBe(200);
    const local6 = await devOutbox(prod, '::1');
    expect(local6.statusCode).toBe(200);
    const remote = await devOutbox(prod, '203.0.113.9');
    expect(remote.statusCode).toBe(404);
  });

  it('does not exist outside development when a mail server is configured', async () => {
    const res = await devOutbox(prodSmtp, '127.0.0.1');
    expect(res.statusCode).toBe(404);
  });
});
