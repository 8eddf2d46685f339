import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@barterbits/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import { registerErrorHandling } from '../../src/plugins/errors.ts';
import { ADMIN, build, call, createTestApp, MEMBER, requests, signIn, usingPostgres } from '../helper.ts';

// Built apps to serve: a tiny member app and admin app.
const apps = mkdtempSync(path.join(os.tmpdir(), 'bb-apps-'));
for (const name of ['member', 'admin']) {
  mkdirSync(path.join(apps, name, 'assets'), { recursive: true });
  writeFileSync(path.join(apps, name, 'index.html'), `<!doctype html><title>${name} app</title>`);
  writeFileSync(path.join(apps, name, 'assets', 'main-abc123.js'), `console.log('${name}')`);
}
writeFileSync(
  path.join(apps, 'admin', 'login.html'),
  '<!doctype html><title>admin app</title><div id="root" data-prerendered="console"><h1>Sign in</h1></div>',
);
writeFileSync(
  path.join(apps, 'admin', 'login.fr-CA.html'),
  '<!doctype html><title>admin app</title><div id="root" data-prerendered="console"><h1>Connexion</h1></div>',
);
writeFileSync(
  path.join(apps, 'admin', 'prerendered.json'),
  JSON.stringify([
    { path: '/admin/login', file: 'login.html', lang: 'en-CA' },
    { path: '/admin/login', file: 'login.fr-CA.html', lang: 'fr-CA' },
  ]),
);
// One page prerendered at build time, and the list of them (with entries the server must ignore).
writeFileSync(
  path.join(apps, 'member', 'sign-up.html'),
  '<!doctype html><title>member app</title><div id="root" data-prerendered="signed-out"><h1>Create an account</h1></div>',
);
writeFileSync(
  path.join(apps, 'member', 'prerendered.json'),
  JSON.stringify([
    { path: '/sign-up', file: 'sign-up.html' },
    { path: '/secret', file: '../admin/index.html' },
    { path: '/gone', file: 'gone.html' },
  ]),
);
const app = await build({
  config: {
    memberAppDir: path.join(apps, 'member'),
    adminAppDir: path.join(apps, 'admin'),
    corsOrigins: ['http://localhost:5173'],
  },
});
const { get } = requests(app);

describe('health and documentation', () => {
  it('reports the database in use', async () => {
    const res = await call(app, 'health');
    expect(res.json()).toEqual({ status: 'ok', db: usingPostgres ? 'postgres' : 'pglite' });
  });

  it('serves an OpenAPI document generated from the contracts, covering every endpoint', async () => {
    const doc = (await get('/v1/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const def of Object.values(endpoints)) {
      const p = `/v1${def.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      expect(doc.paths[p], p).toBeDefined();
      expect(doc.paths[p][def.method.toLowerCase()], `${def.method} ${p}`).toBeDefined();
    }
    const login = doc.paths['/v1/user/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(doc.paths['/v1/user'].get.security).toEqual([{ bearerAuth: [] }]);
    // Money-moving calls document their Idempotency-Key header.
    const subscribe = doc.paths['/v1/subscription/subscribe'].post;
    expect(subscribe.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
    );
  });

  it('serves the docs UI', async () => {
    const res = await get('/v1/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('HTTP hygiene', () => {
  it('sends security headers', async () => {
    const res = await call(app, 'health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows configured origins with credentials and exposes the token headers', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/v1/user/login',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const health = await call(app, 'health', { headers: { origin: 'http://localhost:5173' } });
    expect(health.headers['access-control-expose-headers']).toContain('access-token');
    expect(health.headers['access-control-expose-headers']).toContain('refresh-token');
    const other = await call(app, 'health', { headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('with no origins listed, answers no cross-origin call: the preflight is a 404 and no CORS header is sent', async () => {
    const sameOrigin = await createTestApp({ seed: false, config: { corsOrigins: [] } });
    try {
      const preflight = await sameOrigin.app.inject({
        method: 'OPTIONS',
        url: '/v1/user/login',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(404);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const health = await call(sameOrigin.app, 'health', { headers: { origin: 'http://localhost:5173' } });
      expect(health.statusCode).toBe(200);
      expect(health.headers['access-control-allow-origin']).toBeUndefined();
      expect(health.headers['access-control-expose-headers']).toBeUndefined();
    } finally {
      await sameOrigin.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/v1/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('Cache-Control on API answers', () => {
  // No browser, proxy or CDN may keep a copy of an API answer: member data, admin data, errors alike.
  it('is no-store on member and admin calls, their errors, and public calls', async () => {
    const member = await signIn(app, MEMBER);
    const admin = await signIn(app, ADMIN, 'ADMIN');
    const ownId = { id: member.user.id };
    const answers = {
      member: await call(app, 'getUser', { as: member, params: ownId }),
      // The token in the access-token header instead of Authorization.
      memberByHeader: await call(app, 'getStatement', {
        as: { 'access-token': member.accessToken },
        query: { period: 'THIS_MONTH' },
      }),
      admin: await call(app, 'getAdmin', { as: admin }),
      adminList: await call(app, 'adminWalletTransactions', { as: admin }),
      anonymous401: await call(app, 'getUser', { params: ownId }),
      memberOnAdmin403: await call(app, 'getAdmin', { as: member }),
      unknown404: await get('/v1/no-such-thing', member),
      badInput400: await call(app, 'adminWalletTransaction', { as: admin, params: { id: 'not-a-uuid' } }),
      health: await call(app, 'health'),
      statementCsv: await call(app, 'getStatement', {
        as: member,
        query: { period: 'THIS_MONTH', download: 'csv' },
      }),
    };
    const expected = {
      member: 200,
      memberByHeader: 200,
      admin: 200,
      adminList: 200,
      anonymous401: 401,
      memberOnAdmin403: 403,
      unknown404: 404,
      badInput400: 400,
      health: 200,
      statementCsv: 200,
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, name).toBe(expected[name as keyof typeof expected]);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('leaves the apps and their assets to their own caching', async () => {
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/main-abc123.js')).headers['cache-control']).toContain('immutable');
  });
});

describe('serving the apps', () => {
  it('serves the member app at / with index.html for deep links', async () => {
    for (const url of ['/', '/sign-in', '/my-wallet/barter-requests/42', '/some/unknown/page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('member app');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a page prerendered at build time for its own address, and the plain page elsewhere', async () => {
    const prerendered = await get('/sign-up?ref=abc');
    expect(prerendered.statusCode).toBe(200);
    expect(prerendered.headers['content-type']).toMatch(/^text\/html/);
    expect(prerendered.headers['cache-control']).toBe('no-cache');
    expect(prerendered.body).toContain('<h1>Create an account</h1>');
    // A listed file outside the app's folder, or one the build did not write, is never sent.
    for (const url of ['/sign-in', '/secret', '/gone', '/sign-up/more']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><title>member app</title>');
    }
  });

  it("sends the console's prerendered login page for its address, and the plain console elsewhere", async () => {
    const login = await get('/admin/login');
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body).toContain('<h1>Sign in</h1>');
    expect(login.headers.vary).toMatch(/Accept-Language/);
    expect((await get('/admin/users')).body).toBe('<!doctype html><title>admin app</title>');
  });

  it("sends the console's login page in the reader's language: the bb_lang choice, else Accept-Language", async () => {
    const page = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/admin/login', headers }).then((r) => r.body);
    expect(await page({ 'accept-language': 'fr-CA,fr;q=0.9' })).toContain('<h1>Connexion</h1>');
    expect(await page({ 'accept-language': 'fr-CA', cookie: 'bb_lang=en-CA' })).toContain('<h1>Sign in</h1>');
    expect(await page({ cookie: 'bb_lang=fr-CA' })).toContain('<h1>Connexion</h1>');
  });

  it('with FIREBASE_* set, the member pages carry the Firebase web config (run time), the console does not', async () => {
    const configured = await build({
      config: {
        memberAppDir: path.join(apps, 'member'),
        adminAppDir: path.join(apps, 'admin'),
        memberPageEnv: { VITE_FIREBASE_PROJECT_ID: 'barterbits-prod', VITE_FIREBASE_APP_ID: '</script>' },
      },
    });
    try {
      for (const url of ['/', '/notification', '/sign-up']) {
        const res = await requests(configured).get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
        const json = /<script id="app-env" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1];
        expect(JSON.parse(json ?? 'null')).toEqual({
          VITE_FIREBASE_PROJECT_ID: 'barterbits-prod',
          VITE_FIREBASE_APP_ID: '</script>',
        });
        expect(res.body).toContain('member app');
      }
      expect((await requests(configured).get('/sign-up')).body).toContain('<h1>Create an account</h1>');
      expect((await requests(configured).get('/admin/users')).body).not.toContain('app-env');
    } finally {
      await configured.close();
    }
    // Without them the page is the built file, untouched.
    expect((await get('/sign-in')).body).not.toContain('app-env');
  });

  it("with Stripe, the member pages carry Stripe's publishable key and the CSP allows Stripe.js; with the sandbox, neither", async () => {
    const stripeOn = await build({
      config: {
        memberAppDir: path.join(apps, 'member'),
        adminAppDir: path.join(apps, 'admin'),
        paymentsProvider: 'stripe',
        stripe: {
          secretKey: 'sk_test_page',
          publishableKey: 'pk_test_page',
          webhookSecret: 'whsec_page',
          apiUrl: 'http://127.0.0.1:9',
        },
      },
    });
    const directives = (csp: unknown) =>
      Object.fromEntries(
        String(csp)
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
    try {
      for (const url of ['/', '/my-wallet/load-bits/card-details', '/sign-up']) {
        const res = await requests(stripeOn).get(url);
        expect(res.statusCode, url).toBe(200);
        const json = /<script id="app-env" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1];
        expect(JSON.parse(json ?? 'null'), url).toEqual({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_page' });
        const csp = directives(res.headers['content-security-policy']);
        expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
        expect(csp['frame-src']).toEqual(
          expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
        );
        expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
      }
      // The secret keys never reach a page.
      const page = (await requests(stripeOn).get('/')).body;
      expect(page).not.toContain('sk_test_page');
      expect(page).not.toContain('whsec_page');
    } finally {
      await stripeOn.close();
    }
    const sandbox = await get('/my-wallet/load-bits/card-details');
    expect(sandbox.body).not.toContain('app-env');
    expect(sandbox.headers['content-security-policy']).not.toContain('stripe.com');
  });

  it("sends the member app's prerendered frame for every address without a page of its own", async () => {
    // A build with the frame (`*`): a second member folder beside the shared one.
    const member = path.join(apps, 'member-with-shell');
    mkdirSync(member, { recursive: true });
    writeFileSync(path.join(member, 'index.html'), '<!doctype html><title>member app</title>');
    writeFileSync(
      path.join(member, 'sign-up.html'),
      '<!doctype html><div id="root"><h1>Create an account</h1></div>',
    );
    writeFileSync(
      path.join(member, 'app-shell.html'),
      '<!doctype html><div id="root" data-prerendered="app-shell"><span>BarterBits</span></div>',
    );
    writeFileSync(
      path.join(member, 'prerendered.json'),
      JSON.stringify([
        { path: '/sign-up', file: 'sign-up.html' },
        { path: '*', file: 'app-shell.html' },
        { path: 'relative', file: 'sign-up.html' },
      ]),
    );
    const envs: Record<string, string>[] = [{}, { VITE_FIREBASE_PROJECT_ID: 'barterbits-prod' }];
    for (const memberPageEnv of envs) {
      const served = await build({
        config: { memberAppDir: member, adminAppDir: path.join(apps, 'admin'), memberPageEnv },
      });
      try {
        for (const url of [
          '/',
          '/my-wallet',
          '/my-wallet/barter-requests/42?tab=open',
          '/some/unknown/page',
        ]) {
          const res = await requests(served).get(url);
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['cache-control'], url).toBe('no-cache');
          expect(res.body, url).toContain('data-prerendered="app-shell"');
          expect(res.body.includes('app-env'), url).toBe('VITE_FIREBASE_PROJECT_ID' in memberPageEnv);
        }
        expect((await requests(served).get('/sign-up')).body).toContain('<h1>Create an account</h1>');
        // The console keeps its own pages, and files are still files.
        expect((await requests(served).get('/admin/users')).body).toBe(
          '<!doctype html><title>admin app</title>',
        );
        expect((await requests(served).get('/missing.js')).statusCode).toBe(404);
      } finally {
        await served.close();
      }
    }
  });

  it("sends a member page in the reader's language: the bb_lang cookie, else Accept-Language, varying by both", async () => {
    // A build with each page in English and French.
    const member = path.join(apps, 'member-in-languages');
    mkdirSync(member, { recursive: true });
    writeFileSync(path.join(member, 'index.html'), '<!doctype html><title>member app</title>');
    const pages = [
      { path: '/sign-in', file: 'sign-in.html', lang: 'en-CA', body: '<h1>Sign in</h1>' },
      { path: '/sign-in', file: 'sign-in.fr-CA.html', lang: 'fr-CA', body: '<h1>Connexion</h1>' },
      { path: '*', file: 'app-shell.html', lang: 'en-CA', body: '<span>frame</span>' },
      { path: '*', file: 'app-shell.fr-CA.html', lang: 'fr-CA', body: '<span>cadre</span>' },
      // Only in English: sent in English to every reader.
      { path: '/sign-up', file: 'sign-up.html', body: '<h1>Create an account</h1>' },
      // Not a language of the app: left out.
      { path: '/forget-password', file: 'forget-password.html', lang: 'de-DE', body: '<h1>Vergessen</h1>' },
    ];
    for (const page of pages)
      writeFileSync(path.join(member, page.file), `<!doctype html><div id="root">${page.body}</div>`);
    writeFileSync(
      path.join(member, 'prerendered.json'),
      JSON.stringify(pages.map(({ body: _, ...entry }) => entry)),
    );
    const served = await build({ config: { memberAppDir: member, adminAppDir: path.join(apps, 'admin') } });
    const page = (url: string, headers: Record<string, string> = {}) =>
      served.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    try {
      const english = await page('/sign-in');
      expect(english.body).toContain('<h1>Sign in</h1>');
      expect(english.headers.vary).toContain('Cookie, Accept-Language');
      // By the browser's languages.
      expect((await page('/sign-in', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).body).toContain(
        '<h1>Connexion</h1>',
      );
      expect((await page('/sign-in', { 'accept-language': 'de, en;q=0.5' })).body).toContain(
        '<h1>Sign in</h1>',
      );
      // The choice made on the browser (the app's cookie) wins over them.
      expect(
        (await page('/sign-in', { 'accept-language': 'en-CA', cookie: 'a=1; bb_lang=fr-CA' })).body,
      ).toContain('<h1>Connexion</h1>');
      expect(
        (await page('/sign-in', { 'accept-language': 'fr-CA', cookie: 'bb_lang=en-CA' })).body,
      ).toContain('<h1>Sign in</h1>');
      // An unknown cookie value is ignored.
      expect((await page('/sign-in', { 'accept-language': 'fr', cookie: 'bb_lang=xx' })).body).toContain(
        '<h1>Connexion</h1>',
      );
      // The frame of every other address, in the reader's language too.
      const frame = await page('/my-wallet', { cookie: 'bb_lang=fr-CA' });
      expect(frame.body).toContain('<span>cadre</span>');
      expect(frame.headers.vary).toContain('Accept-Language');
      // A page prerendered in English only is sent in English; a page in an unknown language is not sent.
      expect((await page('/sign-up', { cookie: 'bb_lang=fr-CA' })).body).toContain(
        '<h1>Create an account</h1>',
      );
      expect((await page('/forget-password', { cookie: 'bb_lang=fr-CA' })).body).toContain(
        '<span>cadre</span>',
      );
    } finally {
      await served.close();
    }
  });

  it('serves the admin app at /admin with its own deep links', async () => {
    for (const url of ['/admin', '/admin/', '/admin/users/123/show']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('admin app');
    }
  });

  it('serves hashed assets with a long cache, and 404s for missing files', async () => {
    const res = await get('/assets/main-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await get('/admin/assets/main-abc123.js')).body).toContain("'admin'");
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });
});

describe('central error handler', () => {
  it('hides internals of unexpected errors behind a 500 with the catalogue message', async () => {
    const bare = Fastify({ logger: false });
    registerErrorHandling(bare);
    bare.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    bare.get('/app-error', async () => {
      throw new AppError('NOT_FOUND');
    });
    const res = await requests(bare).get('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Some error occurred.' });
    expect(res.body).not.toContain('secret');
    expect((await requests(bare).get('/app-error')).json()).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    await bare.close();
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests when closing, and refuses new ones', async () => {
    let received!: () => void;
    const arrived = new Promise<void>((r) => {
      received = r;
    });
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.app.server.on('request', (req) => {
      if (req.url === '/v1/user/login') received();
    });
    const { port } = t.app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MEMBER),
    });
    // Close while the sign-in is being handled (password hashing and a DB transaction follow).
    await arrived;
    const closing = t.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await res.json()).data.accessToken).toBeTypeOf('string');
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/v1/health`)).rejects.toThrow();
  });
});
