/**
 * Push adapter: web push through Firebase Cloud Messaging's HTTP v1 API when a service account is
 * configured (FCM_SERVICE_ACCOUNT), else a sender that sends nothing. The FCM sender signs in with the
 * service account's key (OAuth2 JWT-bearer grant, RS256 through node:crypto), keeps the access token
 * until shortly before it expires, and tells the caller which failures mean the device token is dead.
 * It never throws: every outcome is a PushResult.
 */
import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError } from '../config.ts';

/** One notification to one device. `link` is an app path (`/notification`) or an absolute URL. */
export interface PushMessage {
  token: string;
  title: string;
  body: string;
  link?: string | null;
  data?: Record<string, string>;
}

/** What happened; `tokenInvalid` means FCM will never deliver to this token again (delete it). */
export type PushResult = { ok: true } | { ok: false; tokenInvalid: boolean; error: string };

/** Sends one push message; `name` says which kind: 'none' sends nothing, 'fcm', or a test's fake. */
export interface PushSender {
  readonly name: string;
  send(msg: PushMessage): Promise<PushResult>;
}

/** The settings the push adapter reads (AppConfig fields). */
export interface PushConfig {
  /** FCM_SERVICE_ACCOUNT: path to the service account's JSON key file, or the JSON itself; unset = no push. */
  fcmServiceAccount: string | undefined;
  /** FCM_API_URL: base URL of the FCM API (default https://fcm.googleapis.com); for a local stand-in. */
  fcmApiUrl: string | undefined;
  /** PUBLIC_URL: app paths in `link` are made absolute against it. */
  publicUrl: string;
}

/** A service account key, checked. */
export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: KeyObject;
  privateKeyId: string | undefined;
  tokenUri: string;
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** The error of the 'none' sender: the deliverer marks the delivery SKIPPED, not failed, and never retries it. */
export const PUSH_NOT_CONFIGURED = 'push not configured';
/** The OAuth scope FCM sending needs. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** Google's FCM API base URL (FCM_API_URL overrides it). */
export const DEFAULT_FCM_API_URL = 'https://fcm.googleapis.com';

const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const ASSERTION_LIFETIME_S = 3600;
/** An access token is replaced this long before it expires, so none expires in flight. */
const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
const VAR = 'FCM_SERVICE_ACCOUNT';
const KEY_HINT =
  "expected the JSON key file from the Firebase console (Project settings → Service accounts → Generate new private key), or that file's content";

/** The sender used when FCM is not configured: every send answers PUSH_NOT_CONFIGURED. */
export const noPushSender: PushSender = {
  name: 'none',
  async send() {
    return { ok: false, tokenInvalid: false, error: PUSH_NOT_CONFIGURED };
  },
};

/** FCM when FCM_SERVICE_ACCOUNT is set (a bad key refuses startup with a ConfigError), else noPushSender. */
export function createPushSender(config: PushConfig): PushSender {
  if (!config.fcmServiceAccount?.trim()) return noPushSender;
  return createFcmSender({
    account: readServiceAccount(config.fcmServiceAccount),
    apiUrl: checkEndpoint('FCM_API_URL', config.fcmApiUrl || DEFAULT_FCM_API_URL),
    publicUrl: config.publicUrl,
  });
}

/**
 * Parses FCM_SERVICE_ACCOUNT: a path to the key file, or the JSON itself (it starts with `{`). Errors
 * name the problem but never quote the content, which holds the private key.
 */
export function readServiceAccount(value: string): ServiceAccount {
  const text = value.trim();
  if (!text) throw new ConfigError(`${VAR} is empty: ${KEY_HINT}.`);
  let json = text;
  let where = `${VAR} (inline JSON)`;
  if (!/^[[{]/.test(text)) {
    where = `the key file "${text}" named by ${VAR}`;
    try {
      json = readFileSync(text, 'utf8');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new ConfigError(`${VAR}: cannot read the key file "${text}" (${code}): ${KEY_HINT}.`);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new ConfigError(`${VAR}: ${where} is not valid JSON: ${KEY_HINT}.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`${VAR}: ${where} is not a JSON object: ${KEY_HINT}.`);
  }
  const key = parsed as Record<string, unknown>;
  if (key.type !== 'service_account') {
    throw new ConfigError(
      `${VAR}: ${where} is not a service account key ("type" must be "service_account").`,
    );
  }
  const field = (name: string): string => {
    const v = key[name];
    if (typeof v !== 'string' || !v.trim()) throw new ConfigError(`${VAR}: ${where} has no "${name}".`);
    return v.trim();
  };
  const projectId = field('project_id');
  const clientEmail = field('client_email');
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(field('private_key'));
  } catch (e) {
    if (e instanceof ConfigError) throw e;
    throw new ConfigError(`${VAR}: the "private_key" of ${where} is not a PEM private key.`);
  }
  if (privateKey.asymmetricKeyType !== 'rsa') {
    throw new ConfigError(`${VAR}: the "private_key" of ${where} is not an RSA key (RS256 needs one).`);
  }
  const tokenUri = key.token_uri === undefined ? DEFAULT_TOKEN_URI : field('token_uri');
  return {
    projectId,
    clientEmail,
    privateKey,
    privateKeyId: typeof key.private_key_id === 'string' ? key.private_key_id : undefined,
    tokenUri: checkEndpoint(`${VAR} token_uri`, tokenUri),
  };
}

/** An endpoint that receives credentials: https, or plain http only on this machine (a stand-in). */
function checkEndpoint(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name}: "${value}" is not an absolute URL.`);
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new ConfigError(`${name}: "${value}" must be an https URL (plain http only for localhost).`);
  }
  return value.replace(/\/+$/, '');
}

/** An app path joined to the public URL, or an absolute http(s) URL as given; undefined otherwise. */
export function absoluteLink(link: string | null | undefined, publicUrl: string): string | undefined {
  if (!link) return undefined;
  const absolute = link.startsWith('/') && !link.startsWith('//') ? `${publicUrl}${link}` : link;
  try {
    const url = new URL(absolute);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The FCM HTTP v1 `message` for one push. The link goes in `data.link` (for the service worker's own
 * click handler) and, when https, in `webpush.fcm_options.link` (FCM refuses others: http dev has none).
 */
export function toFcmMessage(msg: PushMessage, publicUrl: string) {
  const link = absoluteLink(msg.link, publicUrl);
  const data = { ...(link ? { link } : {}), ...msg.data };
  return {
    token: msg.token,
    notification: { title: msg.title, body: msg.body },
    ...(Object.keys(data).length ? { data } : {}),
    ...(link?.startsWith('https:') ? { webpush: { fcm_options: { link } } } : {}),
  };
}

/** A signed JWT-bearer assertion asking for the FCM scope. */
function signAssertion(account: ServiceAccount, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) };
  const claims = {
    iss: account.clientEmail,
    scope: FCM_SCOPE,
    aud: account.tokenUri,
    iat,
    exp: iat + ASSERTION_LIFETIME_S,
  };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), account.privateKey).toString('base64url')}`;
}

interface FcmErrorBody {
  error?: {
    message?: string;
    status?: string;
    details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
}

/** FCM's answer to a refused send, mapped: UNREGISTERED or an invalid token means the token is dead. */
function refusal(status: number, body: FcmErrorBody, retryAfter: string | null): PushResult {
  const e = body.error ?? {};
  const details = Array.isArray(e.details) ? e.details : [];
  const fcmCode = details.find((d) => d['@type']?.endsWith('google.firebase.fcm.v1.FcmError'))?.errorCode;
  const aboutToken =
    details.some((d) => d.fieldViolations?.some((v) => v.field === 'message.token')) ||
    /registration token/i.test(e.message ?? '');
  const tokenInvalid = fcmCode === 'UNREGISTERED' || (status === 400 && aboutToken);
  const code = fcmCode ?? e.status ?? 'ERROR';
  const wait = retryAfter ? ` (retry after ${retryAfter} s)` : '';
  return {
    ok: false,
    tokenInvalid,
    error: `FCM answered ${status} ${code}: ${e.message ?? 'no message'}${wait}`,
  };
}

async function readJson<T>(res: Response): Promise<T | Record<string, never>> {
  try {
    return (await res.json()) as T;
  } catch {
    return {};
  }
}

/** A refused or broken sign-in; its message is the whole story. */
class FcmSignInError extends Error {}

function describeFailure(err: unknown, timeoutMs: number): string {
  if (err instanceof FcmSignInError) return err.message;
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
    return `FCM did not answer within ${timeoutMs} ms`;
  }
  if (!(err instanceof Error)) return `FCM request failed: ${String(err)}`;
  const cause = (err.cause as { code?: string } | undefined)?.code;
  return `FCM request failed: ${err.message}${cause ? ` (${cause})` : ''}`;
}

/** What the FCM sender needs; `fetch`, `now` and `timeoutMs` are for tests. */
export interface FcmSenderOptions {
  account: ServiceAccount;
  /** Base URL without `/v1` (default https://fcm.googleapis.com). */
  apiUrl?: string;
  publicUrl: string;
  fetch?: FetchLike;
  /** Per request (token and send), default 10 s. */
  timeoutMs?: number;
  now?: () => number;
}

/**
 * The FCM HTTP v1 sender. One access token is shared by all sends and minted by one request at a time;
 * a 401 drops it and the send is retried once with a new one. 429 and 5xx answers, timeouts and a
 * refused sign-in are failures with `tokenInvalid: false` (the deliverer tries again later).
 */
export function createFcmSender(opts: FcmSenderOptions): PushSender {
  const { account, publicUrl } = opts;
  const doFetch: FetchLike = opts.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const now = opts.now ?? Date.now;
  const sendUrl = `${opts.apiUrl ?? DEFAULT_FCM_API_URL}/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`;
  let cached: { token: string; expiresAt: number } | null = null;
  let minting: Promise<string> | null = null;

  const request = (url: string, init: RequestInit) =>
    doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });

  async function mint(): Promise<string> {
    const startedAt = now();
    const res = await request(account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: JWT_BEARER_GRANT,
        assertion: signAssertion(account, startedAt),
      }).toString(),
    });
    const body = await readJson<{
      access_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    }>(res);
    if (!res.ok || typeof body.access_token !== 'string') {
      const why = [body.error, body.error_description].filter(Boolean).join(': ') || 'no access token';
      throw new FcmSignInError(`FCM sign-in with the service account failed (${res.status}): ${why}`);
    }
    const lifetimeS = typeof body.expires_in === 'number' ? body.expires_in : ASSERTION_LIFETIME_S;
    cached = { token: body.access_token, expiresAt: startedAt + lifetimeS * 1000 };
    return body.access_token;
  }

  function accessToken(): Promise<string> {
    if (cached && cached.expiresAt - TOKEN_REFRESH_MARGIN_MS > now()) return Promise.resolve(cached.token);
    minting ??= mint().finally(() => {
      minting = null;
    });
    return minting;
  }

  const post = (token: string, payload: string) =>
    request(sendUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: payload,
    });

  return {
    name: 'fcm',
    async send(msg) {
      const payload = JSON.stringify({ message: toFcmMessage(msg, publicUrl) });
      try {
        let token = await accessToken();
        let res = await post(token, payload);
        if (res.status === 401) {
          await res.body?.cancel();
          // Only the first of several concurrent 401s drops the token; the others reuse the new one.
          if (cached?.token === token) cached = null;
          token = await accessToken();
          res = await post(token, payload);
        }
        if (res.ok) {
          await res.body?.cancel();
          return { ok: true };
        }
        return refusal(res.status, await readJson<FcmErrorBody>(res), res.headers.get('retry-after'));
      } catch (err) {
        return { ok: false, tokenInvalid: false, error: describeFailure(err, timeoutMs) };
      }
    },
  };
}
