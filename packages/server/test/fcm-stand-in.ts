/**
 * A local stand-in for Firebase Cloud Messaging, so the real FCM sender runs without Google: an OAuth2
 * token endpoint that checks the service account's signed JWT assertion (RS256 against the key pair it
 * made, iss, aud, scope, iat/exp), and `POST /v1/projects/{projectId}/messages:send` that checks the
 * Bearer token and the message shape and answers as FCM does. Tests mark tokens unregistered or invalid
 * and queue transient failures. `serviceAccount()` is a key file whose token_uri points here.
 */
import { generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const MESSAGE_KEYS = new Set([
  'name',
  'token',
  'topic',
  'condition',
  'notification',
  'data',
  'webpush',
  'android',
  'apns',
  'fcm_options',
]);
const RESERVED_DATA_KEYS = new Set(['from', 'notification', 'message_type']);

/** One key pair for every stand-in of a test file (RSA generation is slow). */
let keyPair: { publicKey: string; privateKey: string } | undefined;
const standInKeys = () =>
  (keyPair ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }));

/** A message the stand-in accepted. */
export interface DeliveredMessage {
  token: string;
  notification: { title: string; body: string };
  data?: Record<string, string>;
  webpush?: { fcm_options?: { link?: string } };
}

export interface FcmStandInOptions {
  projectId?: string;
  /** The stand-in's clock (ms), shared with the sender when a test moves time. */
  now?: () => number;
  /** expires_in of the access tokens it issues (seconds, default 3599). */
  accessTokenLifetimeS?: number;
}

export interface FcmStandIn {
  /** Base URL (FCM_API_URL). */
  readonly url: string;
  readonly projectId: string;
  /** The OAuth token endpoint, as the key file's token_uri. */
  readonly tokenUri: string;
  readonly clientEmail: string;
  /** A service account key file (object) signed by the stand-in's key pair; fields can be overridden. */
  serviceAccount(overrides?: Record<string, unknown>): Record<string, unknown>;
  /** FCM answers 404 UNREGISTERED for this token. */
  markUnregistered(token: string): void;
  /** FCM answers 400 INVALID_ARGUMENT "not a valid FCM registration token" for this token. */
  markInvalid(token: string): void;
  /** FCM answers 403 SENDER_ID_MISMATCH: the token belongs to another Firebase project. */
  markOtherProject(token: string): void;
  /** The next `times` sends are answered with this transient status (429 with Retry-After, 500, 503). */
  failNext(status: 429 | 500 | 503, times?: number): void;
  /** Every access token issued so far stops working (the next send gets 401). */
  revokeAccessTokens(): void;
  readonly tokenRequests: number;
  readonly sendRequests: number;
  /** Messages accepted (200), in order. */
  readonly delivered: DeliveredMessage[];
  /** Why each refused request was refused, in order. */
  readonly refusals: string[];
  close(): Promise<void>;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
    reason: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(reason);
  }
}

/** Google's error envelope for the FCM API. */
function fcmError(
  status: number,
  statusText: string,
  message: string,
  details: object[] = [],
  headers: Record<string, string> = {},
): Refusal {
  return new Refusal(
    status,
    { error: { code: status, message, status: statusText, ...(details.length ? { details } : {}) } },
    `${status} ${statusText}: ${message}`,
    headers,
  );
}

const fcmCode = (errorCode: string) => ({
  '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
  errorCode,
});
const badField = (field: string, description: string) =>
  fcmError(400, 'INVALID_ARGUMENT', description, [
    { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field, description }] },
  ]);
const oauthError = (error: string, description: string) =>
  new Refusal(400, { error, error_description: description }, `token ${error}: ${description}`);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Checks one FCM v1 message as FCM would; returns it typed, or throws a 400 Refusal. */
function checkMessage(raw: string): DeliveredMessage {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw badField('', 'Invalid JSON payload received.');
  }
  if (!isObject(body)) throw badField('', 'Invalid JSON payload received.');
  for (const k of Object.keys(body)) {
    if (k !== 'message' && k !== 'validate_only')
      throw badField(k, `Unknown name "${k}": Cannot find field.`);
  }
  const m = body.message;
  if (!isObject(m)) throw badField('message', 'Request contains an invalid argument: no message.');
  for (const k of Object.keys(m)) {
    if (!MESSAGE_KEYS.has(k))
      throw badField('message', `Unknown name "${k}" at 'message': Cannot find field.`);
  }
  if (typeof m.token !== 'string' || !m.token) {
    throw badField('message.token', 'Recipient of the message is not set.');
  }
  const n = m.notification;
  if (!isObject(n) || typeof n.title !== 'string' || typeof n.body !== 'string' || !n.title) {
    throw badField('message.notification', 'notification.title and notification.body must be strings.');
  }
  if (m.data !== undefined) {
    if (!isObject(m.data)) throw badField('message.data', 'data must be a map of strings.');
    for (const [k, v] of Object.entries(m.data)) {
      if (typeof v !== 'string') throw badField(`message.data[${k}].value`, 'Invalid value (TYPE_STRING).');
      if (RESERVED_DATA_KEYS.has(k) || k.startsWith('google') || k.startsWith('gcm')) {
        throw badField(`message.data[${k}]`, 'Invalid data payload key: the key is reserved.');
      }
    }
  }
  if (m.webpush !== undefined) {
    if (!isObject(m.webpush)) throw badField('message.webpush', 'webpush must be an object.');
    const link = isObject(m.webpush.fcm_options) ? m.webpush.fcm_options.link : undefined;
    if (link !== undefined && (typeof link !== 'string' || !link.startsWith('https://'))) {
      throw badField('message.webpush.fcm_options.link', 'The link must be a HTTPS URL.');
    }
  }
  return m as unknown as DeliveredMessage;
}

/** Starts the stand-in on a free loopback port. */
export async function startFcmStandIn(opts: FcmStandInOptions = {}): Promise<FcmStandIn> {
  const projectId = opts.projectId ?? 'barterbits-stand-in';
  const now = opts.now ?? Date.now;
  const lifetimeS = opts.accessTokenLifetimeS ?? 3599;
  const clientEmail = `push-sender@${projectId}.iam.gserviceaccount.com`;
  const { publicKey, privateKey: privateKeyPem } = standInKeys();
  const accessTokens = new Map<string, number>();
  const unregistered = new Set<string>();
  const invalid = new Set<string>();
  const otherProject = new Set<string>();
  const transient: number[] = [];
  const delivered: DeliveredMessage[] = [];
  const refusals: string[] = [];
  let tokenRequests = 0;
  let sendRequests = 0;
  let url = '';

  function issueToken(form: URLSearchParams): object {
    if (form.get('grant_type') !== JWT_BEARER_GRANT) {
      throw oauthError('unsupported_grant_type', 'Invalid grant_type.');
    }
    const parts = (form.get('assertion') ?? '').split('.');
    if (parts.length !== 3) throw oauthError('invalid_grant', 'Invalid JWT: not three parts.');
    const [h = '', p = '', s = ''] = parts;
    let header: Record<string, unknown>;
    let claims: Record<string, unknown>;
    try {
      header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
      claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
    } catch {
      throw oauthError('invalid_grant', 'Invalid JWT: header or claims are not JSON.');
    }
    if (header.alg !== 'RS256') throw oauthError('invalid_grant', 'Invalid JWT: alg must be RS256.');
    if (!verify('sha256', Buffer.from(`${h}.${p}`), publicKey, Buffer.from(s, 'base64url'))) {
      throw oauthError('invalid_grant', 'Invalid JWT Signature.');
    }
    if (claims.iss !== clientEmail) throw oauthError('invalid_grant', 'Invalid JWT: unknown issuer.');
    if (claims.aud !== `${url}/token`)
      throw oauthError('invalid_grant', 'Invalid JWT: Failed audience check.');
    const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
    if (!scopes.includes(FCM_SCOPE)) {
      throw oauthError('invalid_scope', 'Invalid OAuth scope or ID token audience provided.');
    }
    const nowS = Math.floor(now() / 1000);
    const { iat, exp } = claims;
    if (
      typeof iat !== 'number' ||
      typeof exp !== 'number' ||
      iat > nowS + 60 ||
      exp <= nowS ||
      exp - iat > 3600
    ) {
      throw oauthError(
        'invalid_grant',
        'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.',
      );
    }
    const token = `ya29.stand-in.${randomBytes(12).toString('base64url')}`;
    accessTokens.set(token, now() + lifetimeS * 1000);
    return { access_token: token, expires_in: lifetimeS, token_type: 'Bearer' };
  }

  function sendMessage(req: IncomingMessage, path: string, raw: string): object {
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? accessTokens.get(bearer) : undefined;
    if (expiresAt === undefined || expiresAt <= now()) {
      throw fcmError(
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token.',
      );
    }
    if (path !== `/v1/projects/${projectId}/messages:send`) {
      throw fcmError(403, 'PERMISSION_DENIED', "Permission 'cloudmessaging.messages.create' denied.");
    }
    if (!req.headers['content-type']?.startsWith('application/json')) {
      throw badField('', 'Invalid JSON payload received: content-type must be application/json.');
    }
    const message = checkMessage(raw);
    const failure = transient.shift();
    if (failure === 429) {
      throw fcmError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.', [fcmCode('QUOTA_EXCEEDED')], {
        'retry-after': '30',
      });
    }
    if (failure === 500) throw fcmError(500, 'INTERNAL', 'Internal error.', [fcmCode('INTERNAL')]);
    if (failure === 503)
      throw fcmError(503, 'UNAVAILABLE', 'The service is unavailable.', [fcmCode('UNAVAILABLE')]);
    if (unregistered.has(message.token)) {
      throw fcmError(404, 'NOT_FOUND', 'Requested entity was not found.', [fcmCode('UNREGISTERED')]);
    }
    if (invalid.has(message.token)) {
      throw fcmError(
        400,
        'INVALID_ARGUMENT',
        'The registration token is not a valid FCM registration token',
        [fcmCode('INVALID_ARGUMENT')],
      );
    }
    if (otherProject.has(message.token)) {
      throw fcmError(403, 'PERMISSION_DENIED', 'SenderId mismatch', [fcmCode('SENDER_ID_MISMATCH')]);
    }
    delivered.push(message);
    return { name: `projects/${projectId}/messages/${randomBytes(8).toString('hex')}` };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', url).pathname;
    const raw = await readBody(req);
    try {
      if (req.method !== 'POST') throw fcmError(405, 'METHOD_NOT_ALLOWED', 'Only POST.');
      let answer: object;
      if (path === '/token') {
        tokenRequests++;
        if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
          throw oauthError('invalid_request', 'Expected a form-encoded body.');
        }
        answer = issueToken(new URLSearchParams(raw));
      } else if (path.startsWith('/v1/')) {
        sendRequests++;
        answer = sendMessage(req, path, raw);
      } else {
        throw fcmError(404, 'NOT_FOUND', `No such endpoint: ${path}`);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    } catch (e) {
      if (!(e instanceof Refusal)) throw e;
      refusals.push(e.message);
      res
        .writeHead(e.status, { 'content-type': 'application/json', ...e.headers })
        .end(JSON.stringify(e.body));
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    projectId,
    tokenUri: `${url}/token`,
    clientEmail,
    serviceAccount: (overrides = {}) => ({
      type: 'service_account',
      project_id: projectId,
      private_key_id: 'stand-in-key-1',
      private_key: privateKeyPem,
      client_email: clientEmail,
      client_id: '100000000000000000001',
      auth_uri: 'https://accounts.google.com/o/oauth2/auth',
      token_uri: `${url}/token`,
      ...overrides,
    }),
    markUnregistered: (token) => void unregistered.add(token),
    markInvalid: (token) => void invalid.add(token),
    markOtherProject: (token) => void otherProject.add(token),
    failNext: (status, times = 1) => {
      for (let i = 0; i < times; i++) transient.push(status);
    },
    revokeAccessTokens: () => accessTokens.clear(),
    get tokenRequests() {
      return tokenRequests;
    },
    get sendRequests() {
      return sendRequests;
    },
    delivered,
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
