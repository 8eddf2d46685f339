/**
 * Validation rules of spec §5 as zod schemas carrying the exact messages.
 * Forms (react-hook-form + zodResolver) and the server use the same schemas.
 */
import { z } from 'zod';
import {
  DECIMAL_PLACES,
  NUMBER_MAXIMUM,
  PIN_LENGTH,
  UPLOAD_ALLOWED_MIME_TYPES,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_SIZE_MB,
} from './constants.ts';
import { zNumeric } from './envelope.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

const required = (s: z.ZodString) => s.min(1, M.required);

export const ZRequiredString = z.string({ error: M.required }).trim().min(1, M.required);

export const ZEmail = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(254, M.invalidEmail)
  .pipe(z.email(M.invalidEmail))
  .transform((e) => e.toLowerCase());

/** The server's check against common and breached passwords: true when `password` is acceptable. */
export type PasswordStrengthCheck = (password: string) => boolean;
let passwordStrengthCheck: PasswordStrengthCheck | undefined;

/**
 * Installs the common-password check of `ZPassword`. The server installs one (its dictionaries stay
 * out of the browser bundles); without one, as in the apps' forms, only the spec's rules apply.
 */
export function setPasswordStrengthCheck(check: PasswordStrengthCheck | undefined): void {
  passwordStrengthCheck = check;
}

/** A password being set: the spec's rules, then (where installed) the common-password check. */
export const ZPassword = required(z.string({ error: M.required }))
  .min(8, M.passwordMin)
  .max(128, M.passwordMax)
  .regex(/[A-Z]/, M.passwordUppercase)
  .regex(/[a-z]/, M.passwordLowercase)
  .regex(/[0-9]/, M.passwordDigit)
  .regex(/[^A-Za-z0-9]/, M.passwordSpecial)
  .refine((v) => passwordStrengthCheck?.(v) ?? true, {
    message: M.passwordTooCommon,
    // Only once the spec's rules pass: one message at a time, and no work on over-long input.
    when: (payload) => payload.issues.length === 0,
  });

/** Password + confirmation ("Passwords must match"). */
export const ZPasswordWithConfirmation = z
  .object({ password: ZPassword, confirmPassword: z.string({ error: M.required }).min(1, M.required) })
  .refine((v) => v.password === v.confirmPassword, {
    message: M.passwordsMustMatch,
    path: ['confirmPassword'],
  });

/** Change password: the new one must differ from the current one. */
export const ZChangePassword = z
  .object({
    currentPassword: z.string({ error: M.required }).min(1, M.required),
    password: ZPassword,
    confirmPassword: z.string({ error: M.required }).min(1, M.required),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: M.passwordsMustMatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.password !== v.currentPassword, { message: M.newPasswordMustDiffer, path: ['password'] });

export const ZMobileNumber = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .regex(/^\d{10}$/, M.mobile);

export const ZUserName = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(30, M.userNameMax)
  .regex(/^[a-z0-9_]+$/, M.userNameChars)
  .refine((v) => /[a-z]/.test(v) && /[0-9]/.test(v), M.userNameMix);

export const ZPersonName = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .min(2, M.nameLength)
  .max(79, M.nameLength)
  .regex(/^[A-Za-z]+$/, M.nameLetters);

export const ZBusinessName = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(150, M.businessNameMax);
export const ZBusinessDescription = z.string().trim().max(500, M.businessDescriptionMax);
export const ZBio = z.string({ error: M.required }).trim().min(5, M.bioMin);
/** Text areas: under 250 characters. */
export const ZTextArea = z.string().max(249, M.textAreaMax);
export const ZCancelMembershipReason = z.string().trim().max(250, M.cancelReasonMax);

export const ZPostalCode = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .min(6, M.postalCodeLength)
  .max(7, M.postalCodeLength)
  .regex(/^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, M.postalCodeFormat)
  .transform((v) => v.toUpperCase());

/** A year is valid from this year up to 50 years ahead (card expiry, membership). */
export const ZYear = zNumeric(
  z
    .number({ error: M.yearInvalid })
    .int(M.yearInvalid)
    .refine((y) => y >= new Date().getFullYear() && y <= new Date().getFullYear() + 50, M.yearInvalid),
  M.yearInvalid,
);

export const ZMonth = zNumeric(
  z.number({ error: M.monthRange }).int(M.monthRange).min(1, M.monthRange).max(12, M.monthRange),
  M.monthRange,
);

/** Month and year together: past months of the current year are not allowed. */
export const makeMonthYearSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      month: ZMonth,
      year: zNumeric(z.number({ error: M.yearInvalid }).int(M.yearInvalid), M.yearInvalid),
    })
    .superRefine((v, ctx) => {
      const today = now();
      const y = today.getFullYear();
      if (v.year < y || v.year > y + 50) {
        ctx.addIssue({ code: 'custom', message: M.yearInvalid, path: ['year'] });
      } else if (v.year === y && v.month < today.getMonth() + 1) {
        ctx.addIssue({ code: 'custom', message: M.monthPast, path: ['month'] });
      }
    });
export const ZMonthYear = makeMonthYearSchema();

/** Numeric input as typed: digits with at most one point and two decimals, maximum 1000000. */
export const ZNumberInput = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .regex(/^\d+(\.\d+)?$/, M.numericOnly)
  .regex(/^\d+(\.\d{1,2})?$/, M.decimals)
  .refine((v) => Number(v) <= NUMBER_MAXIMUM, M.numberMax);

/**
 * Money in BITS as typed ("4.50", "2") converted to integer cents.
 * Positive, two decimals at most, at most 1000000 BITS.
 */
export const ZMoneyInput = ZNumberInput.refine((v) => Number(v) > 0, M.positive).transform((v) =>
  bitsToCents(v),
);

const BITS_AMOUNT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Convert a decimal BITS string ("4.50", "2", "-1.25") to integer cents without floating-point error.
 * Throws a RangeError on anything else (more than two decimals, exponents, empty input) rather than
 * silently truncating or returning NaN: money must never be rounded by accident.
 */
export function bitsToCents(value: string): number {
  const m = BITS_AMOUNT.exec(value.trim());
  if (!m) throw new RangeError(`Not a BITS amount with at most ${DECIMAL_PLACES} decimals: "${value}"`);
  const [, sign, whole = '0', frac = ''] = m;
  const cents = Number(whole) * 100 + Number(frac.padEnd(DECIMAL_PLACES, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`BITS amount out of range: "${value}"`);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Format integer cents as a BITS amount with two decimals. */
export function centsToBits(cents: number | bigint): string {
  const n = BigInt(cents);
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Amount in integer cents as sent over the API. */
export const ZCents = z
  .number({ error: M.numericOnly })
  .int(M.decimals)
  .positive(M.positive)
  .max(NUMBER_MAXIMUM * 100, M.numberMax);

const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s]*$/;
const httpsUrl = z
  .string()
  .trim()
  .max(255, M.websiteMax)
  .transform((v) => v.toLowerCase())
  .refine((v) => HTTPS_URL.test(v), M.httpsUrl);

/** Website and social links (Facebook, Instagram, YouTube, Telegram, X, LinkedIn): https:// only. */
export const ZHttpsUrl = httpsUrl;
export const ZWebsite = httpsUrl;

export const SOCIAL_NETWORKS = [
  'website',
  'facebook',
  'instagram',
  'youtube',
  'telegram',
  'x',
  'linkedin',
] as const;
/**
 * An optional link: absent, empty, or an https:// URL. One schema rather than a union, so a rejected
 * link reports its own message ("URL must start with https://", "Website must be at most 255
 * characters.") instead of the union's generic "Invalid input".
 */
const optionalHttpsUrl = z
  .string()
  .trim()
  .max(255, M.websiteMax)
  .transform((v) => v.toLowerCase())
  .refine((v) => v === '' || HTTPS_URL.test(v), M.httpsUrl)
  .optional();
export const ZSocials = z.object({
  website: optionalHttpsUrl,
  facebook: optionalHttpsUrl,
  instagram: optionalHttpsUrl,
  youtube: optionalHttpsUrl,
  telegram: optionalHttpsUrl,
  x: optionalHttpsUrl,
  linkedin: optionalHttpsUrl,
});

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtu.be',
]);
/** Video links accept YouTube only. */
export const ZYouTubeUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return (
        (u.protocol === 'https:' || u.protocol === 'http:') && YOUTUBE_HOSTS.has(u.hostname.toLowerCase())
      );
    } catch {
      return false;
    }
  }, M.youtubeOnly);

/** PINs anyone would try first: repeated digits, runs, and well-known choices. */
const WELL_KNOWN_PINS = new Set([
  '1212',
  '6969',
  '2580',
  '0852',
  '1004',
  '2000',
  '4321',
  '1122',
  '1313',
  '7777',
  '2001',
  '1010',
  '0007',
  '1984',
  '2020',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
  '2026',
]);

export function isGuessablePin(pin: string): boolean {
  if (/^(\d)\1+$/.test(pin)) return true;
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - (digits[i] as number));
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return true;
  return WELL_KNOWN_PINS.has(pin);
}

const PIN_SHAPE = new RegExp(`^\\d{${PIN_LENGTH}}$`);

export const ZPin = z
  .string({ error: M.required })
  .min(1, M.required)
  .regex(PIN_SHAPE, M.pinDigits)
  // Only a well-formed PIN can be "too easy to guess"; a malformed one already has its message.
  .refine((p) => !PIN_SHAPE.test(p) || !isGuessablePin(p), M.pinGuessable);

/** A PIN being checked (not chosen): only its shape matters. */
export const ZPinAttempt = z.string({ error: M.required }).min(1, M.required).regex(PIN_SHAPE, M.pinDigits);

/** The PIN, or the single-use pinToken of POST /user/verify-pin: the fields of every spend's body. */
export const pinOrTokenFields = {
  pin: ZPinAttempt.optional(),
  pinToken: z.string().min(1).max(512).optional(),
};

/** `.refine(...requirePinOrToken)`: a spend needs one of them (reported on `pin`). */
export const requirePinOrToken: [
  (v: { pin?: string | undefined; pinToken?: string | undefined }) => boolean,
  { message: string; path: string[] },
] = [(v) => v.pin !== undefined || v.pinToken !== undefined, { message: M.required, path: ['pin'] }];

export interface UploadCandidate {
  name: string;
  size: number;
  type: string;
  /** Content hash, when known, for duplicate detection. */
  hash?: string;
}

/**
 * Checks a file about to be added to a list of already accepted files.
 * Returns the first message that applies, or null when the file is acceptable.
 */
export function checkUpload(
  incoming: UploadCandidate[],
  accepted: UploadCandidate[],
  opts: { maxFiles?: number; maxSizeMb?: number; types?: readonly string[] } = {},
): string | null {
  const maxFiles = opts.maxFiles ?? UPLOAD_MAX_FILES;
  const maxSize = (opts.maxSizeMb ?? UPLOAD_MAX_SIZE_MB) * 1024 * 1024;
  const types = opts.types ?? UPLOAD_ALLOWED_MIME_TYPES;
  if (incoming.length === 0) return M.fileRequired;
  if (incoming.length > 1) return M.fileOneAtATime;
  const file = incoming[0] as UploadCandidate;
  if (!types.includes(file.type)) return M.fileType;
  if (file.size > maxSize) return M.fileTooLarge;
  if (accepted.length >= maxFiles) return M.fileMaxCount;
  const same = accepted.some((a) =>
    a.hash && file.hash ? a.hash === file.hash : a.name === file.name && a.size === file.size,
  );
  if (same) return M.fileDuplicate;
  return null;
}

/**
 * A location must be selected (a place with coordinates). Typed text without a picked place has no
 * coordinates, so every failure reports "A location must be selected.".
 */
export const ZSelectedLocation = z.object(
  {
    formatted_address: z.string({ error: M.locationRequired }).trim().min(1, M.locationRequired),
    latitude: z
      .number({ error: M.locationRequired })
      .min(-90, M.locationRequired)
      .max(90, M.locationRequired),
    longitude: z
      .number({ error: M.locationRequired })
      .min(-180, M.locationRequired)
      .max(180, M.locationRequired),
  },
  { error: M.locationRequired },
);

/** Select inputs treat value zero as missing. */
export const ZSelectId = zNumeric(
  z
    .number({ error: M.required })
    .int()
    .refine((v) => v !== 0, M.required),
  M.required,
);

export const TIME_ZONE_MESSAGE = 'Unknown time zone.';

/** Whether `name` is an IANA zone name ("America/Vancouver", "UTC") that `Intl.DateTimeFormat` knows. */
export function isKnownTimeZone(name: string): boolean {
  // Names only: offsets ("+05:00") and other strings some runtimes also take are not zones.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * An IANA time zone name, answered in its canonical spelling ("america/vancouver" is
 * "America/Vancouver"); anything else is "Unknown time zone.".
 */
export const ZTimeZone = z
  .string({ error: TIME_ZONE_MESSAGE })
  .max(64, { error: TIME_ZONE_MESSAGE, abort: true })
  .refine(isKnownTimeZone, TIME_ZONE_MESSAGE)
  .transform((name) => new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone);

const ISO_DAY = /^[1-9]\d{3}-\d{2}-\d{2}$/;

/**
 * Whether `s` is a calendar day written YYYY-MM-DD that exists: no 30 February or month 13, and a year from
 * 1000 to 9999 (PostgreSQL has no year 0, and a four-digit year keeps the text sortable).
 */
export function isIsoDay(s: string): boolean {
  if (!ISO_DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * The one rule for a calendar day in a request (every date filter, a calendar's days): a day that does not
 * exist is a 400 naming the field, never a database error. `format: "date"` marks it in the OpenAPI
 * document, and the bad-input suite tries impossible days on every field that has it.
 */
export const zIsoDay = (message: string = M.date) =>
  z.string({ error: message }).refine(isIsoDay, message).meta({ format: 'date' });
