/**
 * Builds the Fastify application: the v1 API (validated and documented from the contracts),
 * and, when built, the member app at / and the admin app at /admin.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_BRAND,
  HEADER_ACCESS_TOKEN,
  HEADER_IDEMPOTENCY_KEY,
  HEADER_REFRESH_TOKEN,
  HEADER_SYSTEM_UNLOCK_TOKEN,
  UPLOAD_MAX_SIZE_MB,
} from '@barterbits/contracts';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createMailer } from './adapters/mailer.ts';
import { createPaymentProcessor } from './adapters/payments.ts';
import { createPlacesAdapter } from './adapters/places.ts';
import { createPushSender } from './adapters/push.ts';
import { createUploadStorage, type UploadStorage } from './adapters/uploads.ts';
import { type AppConfig, loadConfig } from './config.ts';
import { connectDatabase, type Database } from './db/client.ts';
import { appSettings } from './db/schema.ts';
import type { Deps } from './deps.ts';
import { AppError } from './lib/app-error.ts';
import {
  memberPageSettings,
  pageLanguage,
  prerenderedPageFor,
  prerenderedPages,
  withPageEnv,
} from './lib/member-page.ts';
import { finishOpenApiDocument } from './lib/openapi.ts';
import { createPgListener, type PgListener } from './lib/pg-listener.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { followRevocations } from './modules/auth/revocations.ts';
import { newSecret, TokenSigner } from './modules/auth/tokens.ts';
import { registerChatSocket } from './modules/chat/chat.socket.ts';
import { createChatHub } from './modules/chat/hub.ts';
import { registerMaintenanceGuard } from './modules/maintenance/maintenance.guard.ts';
import { createMaintenanceState } from './modules/maintenance/maintenance.state.ts';
import { createUnlockPasses } from './modules/maintenance/unlock-pass.ts';
import { createNotificationDelivery, type NotificationDelivery } from './modules/notifications/delivery.ts';
import { noticeWrites } from './modules/notifications/notify.ts';
import type { PushSender } from './modules/notifications/push-port.ts';
import { createUnsubscribeTokens } from './modules/notifications/unsubscribe.ts';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.ts';
import { createInviteOptOutTokens } from './modules/referrals/opt-out.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createMatcher, type Matcher } from './modules/wants/matching.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerApiCacheControl } from './plugins/cache-control.ts';
import { registerCanonicalHost } from './plugins/canonical-host.ts';
import { registerApiCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerLocale } from './plugins/locale.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerRoutes } from './routes.ts';

export interface BuildOptions {
  /** Overrides of the environment configuration. */
  config?: Partial<AppConfig>;
  /** Shortcuts for config.databaseUrl / config.dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite only: start from this dump of a migrated data directory (the test suites' template). */
  loadDataDir?: Blob;
  /** PGlite only: its page cache (`ConnectOptions.sharedBuffers`). */
  sharedBuffers?: string;
  /** PGlite only: the build's base, copied into an empty data directory (`ConnectOptions.baseDataDir`). */
  pgliteBase?: string;
  logger?: boolean;
  /** The push sender; by default FCM when FCM_SERVICE_ACCOUNT is set, else none. Tests pass a fake. */
  push?: PushSender;
  /** false leaves the maintenance guard off: only the benchmark's baseline (scripts/bench-maintenance.mjs). */
  maintenanceGuard?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** The notification outbox sender, for the scheduler's job (jobs.ts). */
    notificationDelivery: NotificationDelivery;
    /** Matches offers with wants and saved searches after the changes commit (modules/wants/matching.ts). */
    matcher: Matcher;
  }
}

/**
 * The app's one upload storage: the S3 bucket when configured, else the local disk. The AWS
 * SDK is loaded only then (~0.4 s of start-up otherwise spent for nothing).
 */
async function openUploadStorage(config: AppConfig): Promise<UploadStorage> {
  if (!config.s3) return createUploadStorage(config.dataDir);
  const { createS3UploadStorage } = await import('./adapters/uploads-s3.ts');
  return createS3UploadStorage(config.s3);
}

/** The token-signing secret: JWT_SECRET, else one generated once and kept in the database. */
async function signingSecret(database: Database, config: AppConfig): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const { db } = database;
  await db.insert(appSettings).values({ key: 'jwt_secret', value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return row!.value;
}

export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = {
    ...loadConfig(),
    ...opts.config,
    ...(opts.databaseUrl !== undefined ? { databaseUrl: opts.databaseUrl || undefined } : {}),
    ...(opts.dataDir !== undefined ? { dataDir: opts.dataDir } : {}),
  };
  // First: a bad FCM key refuses the start (ConfigError) before anything is opened that must be closed.
  const push = opts.push ?? createPushSender(config);
  const pretty = config.env === 'development' && process.stdout.isTTY;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.authorization',
              `req.headers["${HEADER_ACCESS_TOKEN}"]`,
              'req.headers.cookie',
              // The chat socket's access token travels as a subprotocol (modules/chat/chat.socket.ts).
              'req.headers["sec-websocket-protocol"]',
            ],
            ...(pretty
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
              : {}),
          },
    // Only the listed proxies' X-Forwarded-For is believed; req.ip is then the client they report.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A closing server answers new requests with 503 while in-flight ones finish.
    return503OnClosing: true,
  });

  const database = await connectDatabase({
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    dataDir: config.dataDir,
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    ...(opts.sharedBuffers ? { sharedBuffers: opts.sharedBuffers } : {}),
    ...(opts.pgliteBase ? { baseDataDir: opts.pgliteBase } : {}),
  });
  try {
    await database.migrate();
  } catch (e) {
    await database.close();
    throw e;
  }
  app.decorate('config', config);
  app.decorate('database', database);
  // Graceful shutdown: in-flight requests finish, their keep-alive connections are not kept,
  // and the database closes last.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Hooks on every request take `done` rather than being async: no promise per request.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    await database.close();
  });

  const secret = await signingSecret(database, config);
  const signer = new TokenSigner(secret, config.accessTokenTtlSeconds);
  // One LISTEN connection per instance on PostgreSQL, direct even when DATABASE_URL goes
  // through a transaction pooler (DATABASE_DIRECT_URL): what other instances change reaches this one.
  // The chat hub, the maintenance state and session revocation share it. PGlite is one process: none.
  let listener: PgListener | undefined;
  let stopRevocations = () => {};
  // Chat events: through PostgreSQL LISTEN/NOTIFY so every instance's sockets get them; in memory on
  // PGlite (one process). It holds connections of its own (closed in its onClose hook below), so its
  // close does not depend on the database's; the sockets are closed in preClose by @fastify/websocket.
  let chat: Deps['chat'];
  // The maintenance lock in force: in memory, reloaded on every change by any instance.
  let maintenance: Deps['maintenance'];
  const onError = (err: unknown, what: string) => app.log.error({ err }, what);
  try {
    if (config.databaseUrl) {
      listener = await createPgListener({
        url: process.env.DATABASE_DIRECT_URL ?? config.databaseUrl,
        onError,
      });
      stopRevocations = await followRevocations(listener);
    }
    chat = await createChatHub({ databaseUrl: config.databaseUrl, listener, onError });
    try {
      maintenance = await createMaintenanceState({ db: database.db, listener, onError });
    } catch (e) {
      await chat.close();
      throw e;
    }
  } catch (e) {
    stopRevocations();
    await listener?.close();
    await database.close();
    throw e;
  }
  const mailer = createMailer(database.db, config, (err) => app.log.error({ err }, 'mail delivery failed'));
  const unsubscribeTokens = createUnsubscribeTokens(secret);
  const notificationDelivery = createNotificationDelivery({
    db: database.db,
    mailer,
    push,
    config,
    unsubscribe: unsubscribeTokens,
    // Live notices go to the member's sockets through the chat hub (every instance).
    hub: chat,
  });
  const deps: Deps = {
    db: database.db,
    config,
    signer,
    auth: createAuthService({ db: database.db, signer, config, mailer }),
    users: createUsersService(database.db),
    mailer,
    places: createPlacesAdapter(config),
    payments: createPaymentProcessor(config),
    chat,
    push,
    notificationDelivery,
    unsubscribeTokens,
    inviteOptOutTokens: createInviteOptOutTokens(secret),
    maintenance,
    unlockPasses: createUnlockPasses(secret),
    uploads: await openUploadStorage(config),
  };
  app.decorate('notificationDelivery', notificationDelivery);
  // Offers and wants changed by a request are matched once it answered (its transaction committed).
  const matcher = createMatcher(database.db, () => notificationDelivery.kick());
  app.decorate('matcher', matcher);
  const mayQueueMatches = (url: string) =>
    url.startsWith('/v1/offer') || url.startsWith('/v1/want') || url.startsWith('/v1/admin/wants');
  // Notices written by a request are sent once it answered (its transaction committed). The deliverer is
  // kicked only when a notice was written while the request ran (by it or by a request beside it, whose
  // own answer kicks too); notices written outside requests (jobs, the chat socket) wait for the 30 s job.
  // Reads (GET, HEAD) never write a notice: they pay for neither the mark nor the check.
  const noticeMark = new WeakMap<object, number>();
  const reads = (method: string) => method === 'GET' || method === 'HEAD';
  app.addHook('onRequest', (req, _reply, done) => {
    if (!reads(req.method)) noticeMark.set(req, noticeWrites());
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    if (!reads(req.method) && reply.statusCode < 400 && noticeWrites() !== noticeMark.get(req)) {
      notificationDelivery.kick();
    }
    if (!reads(req.method) && reply.statusCode < 400 && mayQueueMatches(req.url)) matcher.kick();
    done();
  });
  // For the routes that end sessions (logout, change-status): they close the member's chat sockets.
  app.decorate('chatHub', chat);
  app.addHook('onClose', async () => {
    await deps.chat.close();
    await deps.maintenance.close();
    stopRevocations();
    await listener?.close();
    await deps.uploads.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // The request's language from Accept-Language; a checked session replaces it with the account's.
  registerLocale(app);
  registerAuth(app, deps.auth);
  // Before the routes: the guard runs after each route's audience check (see maintenance.guard.ts).
  if (opts.maintenanceGuard !== false) registerMaintenanceGuard(app, deps);
  registerApiCacheControl(app);
  registerCanonicalHost(app, config.publicUrl);

  // With Stripe, the member app's card field is Stripe's own (Stripe.js and its frames, which call
  // Stripe's API); with the sandbox nothing of Stripe's is allowed.
  const stripeCsp = stripeOrigins(config);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          'https://maps.googleapis.com',
          'https://www.gstatic.com',
          'https://apis.google.com',
          ...stripeCsp.scripts,
        ],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        connectSrc: [
          "'self'",
          'https://*.googleapis.com',
          'https://*.firebaseio.com',
          'wss:',
          ...stripeCsp.connections,
        ],
        frameSrc: ["'self'", 'https://*.firebaseapp.com', ...stripeCsp.frames],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Cross-origin calls only where origins are listed (the development servers by default): the same-origin
  // deployment pays nothing per request, and a cross-origin preflight is a 404 either way.
  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: config.corsOrigins,
      credentials: true,
      allowedHeaders: [
        'content-type',
        'authorization',
        HEADER_ACCESS_TOKEN,
        HEADER_IDEMPOTENCY_KEY,
        HEADER_SYSTEM_UNLOCK_TOKEN,
      ],
      exposedHeaders: [HEADER_ACCESS_TOKEN, HEADER_REFRESH_TOKEN, 'retry-after'],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  }

  // File uploads (multipart/form-data): one file of at most UPLOAD_MAX_SIZE_MB per request.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_SIZE_MB * 1024 * 1024, files: 1, fields: 10, parts: 20 },
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.productName || DEFAULT_BRAND.productName} API`,
        description: 'The v1 API of the member app and the admin console. Amounts of BITS are integer cents.',
        version: '1.0.0',
        // The product's own API, not offered under an open licence (SPDX's form for a licence of one's own).
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: finishOpenApiDocument,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/v1/docs', staticCSP: true });

  await app.register(
    async (v1) => {
      // Before the routes: the plugin attaches itself to each route as it is added.
      await registerApiCompression(v1);
      v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      registerRoutes(v1, deps);
      await stripeWebhookRoutes(v1, deps);
      await registerChatSocket(v1, deps);
    },
    { prefix: '/v1' },
  );

  registerApps(app, config);
  return app;
}

/** Stripe's publishable key when payments go through Stripe, else undefined. */
const stripePublishableKey = (config: AppConfig): string | undefined =>
  config.paymentsProvider === 'stripe' ? config.stripe?.publishableKey : undefined;

/**
 * What the CSP must allow for Stripe's card field (Stripe's security guide): Stripe.js from js.stripe.com
 * (and its subdomains), its frames there and at hooks.stripe.com (the bank's 3-D Secure page), its calls
 * to api.stripe.com. Only when payments go through Stripe.
 */
function stripeOrigins(config: AppConfig) {
  if (!stripePublishableKey(config)) return { scripts: [], frames: [], connections: [] };
  return {
    scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connections: ['https://api.stripe.com'],
  };
}

/**
 * Serves the built SPAs, with index.html for deep links. The build writes `.br` and `.gz` copies beside
 * each compressible file (scripts/precompress.mjs); `preCompressed` sends the copy the client accepts
 * (brotli first), the original otherwise, always with `Vary: Accept-Encoding`. The copies themselves get
 * no route of their own.
 */
/**
 * Headers that only matter on a document (or an API answer read by a script): left off hashed assets.
 * Kept there: Content-Type, X-Content-Type-Options (nosniff), Cross-Origin-Resource-Policy, caching.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  'last-modified',
];

function registerApps(app: FastifyInstance, config: AppConfig) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
  const memberDir = config.memberAppDir ?? path.join(root, 'member-app/dist');
  const adminDir = config.adminAppDir ?? path.join(root, 'admin-app/dist');
  const hasMember = existsSync(path.join(memberDir, 'index.html'));
  const hasAdmin = existsSync(path.join(adminDir, 'index.html'));
  // The member app's page with the run-time settings, read once (null: serve the file itself).
  const pageEnv = memberPageSettings(config.memberPageEnv, stripePublishableKey(config));
  const withEnv = Object.keys(pageEnv).length > 0;
  const memberPage =
    hasMember && withEnv
      ? withPageEnv(readFileSync(path.join(memberDir, 'index.html'), 'utf8'), pageEnv)
      : null;
  // The pages prerendered at build time (address → file, with the settings when there are any): sent
  // for their own address instead of the empty page, so that they paint before the scripts arrive; the
  // member app's frame (`*`) for every other address.
  const prerendered = hasMember ? prerenderedPages(memberDir) : new Map<string, string>();
  const prerenderedConsole = hasAdmin ? prerenderedPages(adminDir) : new Map<string, string>();
  const prerenderedWithEnv = new Map(
    withEnv
      ? [...prerendered].map(([address, file]) => [
          address,
          withPageEnv(readFileSync(path.join(memberDir, file), 'utf8'), pageEnv),
        ])
      : [],
  );
  const setHeaders = (reply: FastifyReply, file: string) => {
    // Hashed build assets never change; index.html must always be revalidated.
    const hashed = file.includes(`${path.sep}assets${path.sep}`);
    reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    // The document policies (CSP, framing, referrer, HSTS, CORS) act on the page, not on the scripts and
    // styles it loads: on every hashed asset they were ~1.1 KB of headers, 15 KB on a page of 12 files.
    if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  };
  const common: FastifyStaticOptions = {
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders,
  };
  if (hasMember) {
    app.register(fastifyStatic, { ...common, root: memberDir, prefix: '/' });
  }
  if (hasAdmin) {
    app.register(fastifyStatic, { ...common, root: adminDir, prefix: '/admin/', decorateReply: !hasMember });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !url.startsWith('/v1');
    if (wantsPage && hasAdmin && (url === '/admin' || url.startsWith('/admin/'))) {
      // The console's login page in the reader's language too (it shares the `bb_lang` choice).
      const lang = pageLanguage(req.headers.cookie, req.headers['accept-language']);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .sendFile(prerenderedPageFor(prerenderedConsole, url, lang) ?? 'index.html', adminDir);
    }
    if (wantsPage && hasMember && !path.extname(url)) {
      // The page in the reader's language (the app's `bb_lang` cookie, else Accept-Language): it varies by both.
      const lang = pageLanguage(req.headers.cookie, req.headers['accept-language']);
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
      // With FIREBASE_* set or Stripe on, the page carries them (lib/member-page.ts); else the built file.
      const file = prerenderedPageFor(prerendered, url, lang) ?? 'index.html';
      if (memberPage === null) return reply.sendFile(file, memberDir);
      return reply
        .type('text/html; charset=utf-8')
        .send(prerenderedPageFor(prerenderedWithEnv, url, lang) ?? memberPage);
    }
    throw new AppError('NOT_FOUND');
  });
}
