/** Server configuration, read once from the environment. */
import { ACCESS_TOKEN_TTL_SECONDS, DEFAULT_BRAND, REFRESH_TOKEN_TTL_SECONDS } from '@barterbits/contracts';

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
  /** Behind a proxy, trust X-Forwarded-For for the client address. */
  trustProxy: boolean;
  productName: string;
  supportEmail: string;
  /** Milliseconds to finish in-flight requests on SIGTERM before exiting. */
  shutdownGraceMs: number;
  logLevel: string;
  /** Public base URL used in e-mailed links (default http://localhost:PORT). */
  publicUrl: string;
  /** Registers /v1/testing/* (account factory, outbox reader) for end-to-end tests. Never in real use. */
  enableTestApi: boolean;
  /** Card processor (PAYMENTS_PROVIDER): 'sandbox' (default, embedded) or another in adapters/payments.ts. */
  paymentsProvider: string;
  /** Membership price in cents (MEMBERSHIP_PRICE_CENTS, default 999 = 9.99 CAD per month). */
  membershipPriceCents: number;
  /** How often periodic jobs (membership expiry) run, in ms (JOBS_INTERVAL_MS, default 60000). */
  jobsIntervalMs: number;
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
}

const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);

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
    trustProxy: env.TRUST_PROXY === 'true',
    productName: env.PRODUCT_NAME ?? DEFAULT_BRAND.productName,
    supportEmail: env.SUPPORT_EMAIL ?? DEFAULT_BRAND.supportEmail,
    shutdownGraceMs: num(env.SHUTDOWN_GRACE_MS, 10_000),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${num(env.PORT, 8080)}`).replace(/\/+$/, ''),
    enableTestApi: env.ENABLE_TEST_API === 'true',
    paymentsProvider: env.PAYMENTS_PROVIDER || 'sandbox',
    membershipPriceCents: num(env.MEMBERSHIP_PRICE_CENTS, 999),
    jobsIntervalMs: num(env.JOBS_INTERVAL_MS, 60_000),
    googlePlacesApiKey: env.GOOGLE_PLACES_API_KEY || undefined,
    firebaseProjectId: env.FIREBASE_PROJECT_ID || undefined,
    firebaseJwksUrl:
      env.FIREBASE_JWKS_URL ??
      'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'BarterBits <no-reply@barterbits.ca>',
  };
}
