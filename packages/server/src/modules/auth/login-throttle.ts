/**
 * The sign-in throttle's rules (OWASP ASVS 5.0 V6.1.1 / V6.3.1: slow guessing down without letting an
 * attacker lock the owner out). Failures are counted in PostgreSQL (`auth_throttle`), so every server
 * instance sees the same counts, under three keys:
 * - the account from one client (`pair`): the client is the browser's device cookie when that browser
 *   signed this account in before, else the address. The only limit that applies to every client.
 * - the account from anywhere (`account`): a guessing attack spread over many addresses.
 * - the address over every account (`address`): credential stuffing from one address.
 * Past a key's free failures each failure makes the next attempt wait (doubling, capped): an attempt
 * inside the wait is answered 429 with Retry-After and its password is not checked. A known client
 * (a trusted device cookie, or an address the account signed in from within `knownAddressDays`)
 * is never held back by the account or address keys, so failures from elsewhere, or from others
 * behind the same address, do not stop the owner. The owner is e-mailed once per window when the
 * account is being slowed down. An IPv6 address counts by its /64, the block one subscriber gets.
 */
import { isIPv6 } from 'node:net';
import { AppError } from '../../lib/app-error.ts';

export interface SlowdownRule {
  /** Failures in the window before any wait. */
  free: number;
  /** The wait after the `free`-th failure; it doubles with each further failure. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

export const SIGN_IN_THROTTLE = {
  /** Counts start again this long after a key's first failure. */
  windowSeconds: 60 * 60,
  pair: { free: 5, baseDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  account: { free: 20, baseDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  address: { free: 100, baseDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  /** An address the account signed in from within this many days is known. */
  knownAddressDays: 90,
  /** A device cookie lives this long after its last successful sign-in. */
  deviceDays: 365,
} as const satisfies {
  windowSeconds: number;
  pair: SlowdownRule;
  account: SlowdownRule;
  address: SlowdownRule;
  knownAddressDays: number;
  deviceDays: number;
};

/**
 * The address as the throttle counts it: IPv4 as is (also when IPv4-mapped), IPv6 by its first 64
 * bits, since one subscriber gets a whole /64 and could otherwise change address at every attempt.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return ip;
  const groups = (s: string) => (s ? s.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [head = '', tail] = bare.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The throttle keys of a sign-in attempt. The e-mail is lower-cased by the contract. */
export const signInKeys = {
  pair: (email: string, client: { ip: string; deviceHash?: string | null }) =>
    `login:pair:${email}|${client.deviceHash ? `dev:${client.deviceHash}` : `ip:${throttleAddress(client.ip)}`}`,
  /** Every pair key of an account starts with this (an e-mail's domain never holds "|"). */
  pairPrefix: (email: string) => `login:pair:${email}|`,
  account: (email: string) => `login:acct:${email}`,
  address: (ip: string) => `login:ip:${throttleAddress(ip)}`,
  notice: (userId: string) => `login:notice:${userId}`,
};

/** 429 TOO_MANY_LOGIN_ATTEMPTS with the seconds until the next attempt (the Retry-After header). */
export class SignInThrottledError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('TOO_MANY_LOGIN_ATTEMPTS');
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export const DEVICE_COOKIE = 'bb_device';
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The device token of the request's Cookie header, when it has a well-formed one. */
export function deviceTokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === DEVICE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return DEVICE_TOKEN.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** The Set-Cookie value of a device token: HttpOnly, sent back only to the sign-in path. */
export function deviceCookie(token: string, opts: { path: string; secure: boolean }): string {
  const maxAge = SIGN_IN_THROTTLE.deviceDays * 24 * 60 * 60;
  return `${DEVICE_COOKIE}=${token}; Path=${opts.path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${
    opts.secure ? '; Secure' : ''
  }`;
}
