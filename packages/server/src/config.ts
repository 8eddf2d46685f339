/** Server configuration, read once from the environment. */
import { isIP } from 'node:net';
import { ACCESS_TOKEN_TTL_SECONDS, DEFAULT_BRAND, REFRESH_TOKEN_TTL_SECONDS } from '@barterbits/contracts';
import { memberPageEnv } from './lib/member-page.ts';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL URL; PGlite under dataDir when absent. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Secret for signing access tokens; generated and stored in the database when absent. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Origins allowed by CORS (comma-separated in CORS_ORIGINS). Same-origin needs none. */
  corsOrigins: string[];
  /** Built apps to serve; absent folders are skipped. */
  memberAppDir: string | undefined;
  adminAppDir: string | undefined;
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY: comma-separated addresses or CIDRs, or
   * loopback / linklocal / uniquelocal), passed to Fastify's `trustProxy`; false = the socket's address.
   */
  trustProxy: false | string[];
  /**
   * Serves the outbox page GET /v1/dev/outbox to loopback sockets (DEV_OUTBOX=true|false; default true
   * in development and test only). `npm start` turns it on when no SMTP_URL is set.
   */
  devOutbox: boolean;
  productName: string;
  supportEmail: string;
  /** Milliseconds to finish in-flight requests on SIGTERM before exiting. */
  shutdownGraceMs: number;
  logLevel: string;
  /** Public base URL used in e-mailed links (default http://localhost:PORT). */
  publicUrl: string;
  /** Registers /v1/testing/* (account factory, outbox reader) for end-to-end tests. Never in real use. */
  enableTestApi: boolean;
  /** Card processor (PAYMENTS_PROVIDER): 'sandbox' (default, embedded), 'stripe', or another in adapters/payments.ts. */
  paymentsProvider: string;
  /** Membership price in cents (MEMBERSHIP_PRICE_CENTS, default 999 = 9.99 CAD per month). */
  membershipPriceCents: number;
  /** Referrals: BITS in cents paid to a referrer per qualified referral (REFERRAL_REWARD_CENTS, default 2500 = 25 BITS). */
  referralRewardCents: number;
  /** Rewards paid per referrer per calendar month, UTC (REFERRAL_MONTHLY_CAP, default 10). */
  referralMonthlyCap: number;
  /** How often periodic jobs (membership expiry) run, in ms (JOBS_INTERVAL_MS, default 60000). */
  jobsIntervalMs: number;
  /**
   * Buyer protection (BARTER_HOLD_DAYS, default 7): the days a barter payment is held before it is released
   * to the seller, unless the buyer confirms sooner; 0 pays the seller at once.
   */
  barterHoldDays: number;
  /** Google Places API key (GOOGLE_PLACES_API_KEY); the offline list of Canadian cities when absent. */
  googlePlacesApiKey: string | undefined;
  /** SMTP server for outgoing e-mail (SMTP_URL, e.g. smtp://user:pass@host:587); outbox only when absent. */
  smtpUrl: string | undefined;
  /** Sender of outgoing e-mail (MAIL_FROM). */
  mailFrom: string;
  /** Firebase project whose ID tokens sign members in with Google, Facebook or Apple; unset = off. */
  firebaseProjectId: string | undefined;
  /** Where Firebase's token-signing keys are published (JWKS). */
  firebaseJwksUrl: string;
  /**
   * The Firebase service account that sends push notifications through FCM
   * (FCM_SERVICE_ACCOUNT: the path to its JSON key file, or the JSON itself); unset = no push.
   */
  fcmServiceAccount: string | undefined;
  /** Base URL of the FCM API (FCM_API_URL, default https://fcm.googleapis.com); for a local stand-in. */
  fcmApiUrl: string | undefined;
  /**
   * The member app's run-time settings (FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID,
   * FIREBASE_APP_ID, FIREBASE_MESSAGING_SENDER_ID, FIREBASE_VAPID_KEY), written into its page so one build
   * serves any Firebase project (lib/member-page.ts); empty = the build's VITE_FIREBASE_* alone.
   */
  memberPageEnv: Record<string, string>;
  /**
   * The S3-compatible bucket uploads are stored in (S3_BUCKET and the S3_* settings, see
   * parseS3Config); unset = the local disk under DATA_DIR/uploads.
   */
  s3: S3Config | undefined;
  /** Stripe's keys and API address (PAYMENTS_PROVIDER=stripe, see parseStripeConfig); unset otherwise. */
  stripe: StripeConfig | undefined;
}

/** How the server reaches Stripe (PAYMENTS_PROVIDER=stripe). */
export interface StripeConfig {
  /** STRIPE_SECRET_KEY: the server's key (sk_test_… in test mode, sk_live_… for real payments). */
  secretKey: string;
  /** STRIPE_PUBLISHABLE_KEY: the browser's key (pk_…), sent to the member app for Stripe's card field. */
  publishableKey: string;
  /** STRIPE_WEBHOOK_SECRET: signs the events Stripe posts to the webhook (whsec_…). */
  webhookSecret: string;
  /** STRIPE_API_URL: another address for Stripe's API, e.g. a local stand-in in tests; unset = Stripe's. */
  apiUrl: string | undefined;
}

/** Where and how to reach the S3-compatible bucket of the uploads (AWS S3, MinIO, …). */
export interface S3Config {
  bucket: string;
  /** The service's URL (S3_ENDPOINT), e.g. http://minio:9000; unset = AWS S3 of the region. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY); neither = the SDK's default chain (IAM role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (http://host/bucket/key) rather than in the host name; MinIO needs it. */
  forcePathStyle: boolean;
}

const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);

/** A setting that cannot be used as given: the server refuses to start, naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: an address, address/prefix or IPv4 address/netmask (as proxy-addr reads them). */
function validProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [ip = '', range, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (!family || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) {
    const bits = Number(range);
    // A /0 trusts every address on the Internet: the "trust everyone" this setting must never mean.
    return bits >= 1 && bits <= (family === 4 ? 32 : 128);
  }
  return family === 4 && isIP(range) === 4 && range !== '0.0.0.0';
}

/**
 * TRUST_PROXY: unset or `false` = no proxy; else the proxies' addresses or CIDRs, comma-separated.
 * `true` (every client's X-Forwarded-For believed) and hop counts (Fastify ≥ 5.12 ignores them: they
 * cannot check the immediate peer, so a direct client could forge its address) are refused.
 */
export function parseTrustProxy(value: string | undefined): false | string[] {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  const hint =
    'set TRUST_PROXY to the addresses or CIDRs of your reverse proxies, comma-separated (e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=172.16.0.0/12,loopback), or leave it unset without a proxy';
  if (v === 'true') {
    throw new ConfigError(
      `TRUST_PROXY=true would believe the X-Forwarded-For of every client, so anyone could pick their address: ${hint}.`,
    );
  }
  if (/^\d+$/.test(v)) {
    throw new ConfigError(
      `TRUST_PROXY=${v}: a hop count cannot check that the request came through your proxy, so a direct client could forge its address: ${hint}.`,
    );
  }
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!entries.length) throw new ConfigError(`TRUST_PROXY=${v}: no address given: ${hint}.`);
  const bad = entries.filter((e) => !validProxyEntry(e));
  if (bad.length) {
    throw new ConfigError(
      `TRUST_PROXY: ${bad.map((b) => `"${b}"`).join(', ')} is not an address or CIDR (a range covering every address is refused): ${hint}.`,
    );
  }
  return entries;
}

function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim() ?? '';
  if (v === '') return fallback;
  if (v === 'true' || v === 'false') return v === 'true';
  throw new ConfigError(`${name}=${v}: expected true or false.`);
}

/**
 * The S3_* settings: undefined without S3_BUCKET; S3_REGION defaults to us-east-1 and
 * S3_FORCE_PATH_STYLE to true when S3_ENDPOINT is set. A half-given key pair or a bad endpoint is refused.
 */
export function parseS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new ConfigError(
      `S3_ENDPOINT=${endpoint}: expected an http:// or https:// URL, e.g. http://minio:9000.`,
    );
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials (IAM role, AWS_* variables).',
    );
  }
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: parseFlag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, !!endpoint),
  };
}

/**
 * The STRIPE_* settings, read when PAYMENTS_PROVIDER=stripe (undefined otherwise): the three keys are
 * required, each of its own kind, so a key pasted in the wrong variable stops the start with a clear word
 * rather than failing the first payment.
 */
export function parseStripeConfig(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  if ((env.PAYMENTS_PROVIDER || 'sandbox') !== 'stripe') return undefined;
  const read = (name: string, prefix: RegExp, example: string): string => {
    const v = env[name]?.trim() ?? '';
    if (!v) {
      throw new ConfigError(
        `PAYMENTS_PROVIDER=stripe needs ${name} (${example}, from the Stripe dashboard's API keys or webhook page).`,
      );
    }
    if (!prefix.test(v)) throw new ConfigError(`${name}: expected a key that starts with ${example}.`);
    return v;
  };
  const apiUrl = env.STRIPE_API_URL?.trim() || undefined;
  if (apiUrl && !/^https?:\/\/[^/]+\/?$/.test(apiUrl)) {
    throw new ConfigError(`STRIPE_API_URL=${apiUrl}: expected an http:// or https:// address with no path.`);
  }
  return {
    secretKey: read('STRIPE_SECRET_KEY', /^(sk|rk)_(test|live)_/, 'sk_test_ or sk_live_'),
    publishableKey: read('STRIPE_PUBLISHABLE_KEY', /^pk_(test|live)_/, 'pk_test_ or pk_live_'),
    webhookSecret: read('STRIPE_WEBHOOK_SECRET', /^whsec_/, 'whsec_'),
    apiUrl,
  };
}

/** BARTER_HOLD_DAYS: a whole number of days from 0 (no hold) to 60; unset = 7. */
export function parseBarterHoldDays(v: string | undefined): number {
  if (v === undefined || v.trim() === '') return 7;
  const days = Number(v);
  if (!Number.isInteger(days) || days < 0 || days > 60) {
    throw new ConfigError(`BARTER_HOLD_DAYS=${v}: expected a whole number of days from 0 (no hold) to 60.`);
  }
  return days;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  return {
    env: mode,
    port: num(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data',
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: num(env.ACCESS_TOKEN_TTL_SECONDS, ACCESS_TOKEN_TTL_SECONDS),
    refreshTokenTtlSeconds: num(env.REFRESH_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS),
    corsOrigins: (
      env.CORS_ORIGINS ?? (mode === 'development' ? 'http://localhost:5173,http://localhost:5174' : '')
    )
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    memberAppDir: env.MEMBER_APP_DIR,
    adminAppDir: env.ADMIN_APP_DIR,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    devOutbox: parseFlag('DEV_OUTBOX', env.DEV_OUTBOX, mode !== 'production'),
    productName: env.PRODUCT_NAME ?? DEFAULT_BRAND.productName,
    supportEmail: env.SUPPORT_EMAIL ?? DEFAULT_BRAND.supportEmail,
    shutdownGraceMs: num(env.SHUTDOWN_GRACE_MS, 10_000),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${num(env.PORT, 8080)}`).replace(/\/+$/, ''),
    enableTestApi: env.ENABLE_TEST_API === 'true',
    paymentsProvider: env.PAYMENTS_PROVIDER || 'sandbox',
    membershipPriceCents: num(env.MEMBERSHIP_PRICE_CENTS, 999),
    // Reward settings, whole non-negative numbers (see docs/decisions.md).
    referralRewardCents: Math.max(0, Math.trunc(num(env.REFERRAL_REWARD_CENTS, 2500))),
    referralMonthlyCap: Math.max(0, Math.trunc(num(env.REFERRAL_MONTHLY_CAP, 10))),
    jobsIntervalMs: num(env.JOBS_INTERVAL_MS, 60_000),
    barterHoldDays: parseBarterHoldDays(env.BARTER_HOLD_DAYS),
    googlePlacesApiKey: env.GOOGLE_PLACES_API_KEY || undefined,
    firebaseProjectId: env.FIREBASE_PROJECT_ID || undefined,
    firebaseJwksUrl:
      env.FIREBASE_JWKS_URL ??
      'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    fcmServiceAccount: env.FCM_SERVICE_ACCOUNT || undefined,
    fcmApiUrl: env.FCM_API_URL || undefined,
    memberPageEnv: memberPageEnv(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'BarterBits <no-reply@barterbits.ca>',
    s3: parseS3Config(env),
    stripe: parseStripeConfig(env),
  };
}
