/** Business constants and limits of spec §9 (plus the values the spec leaves open, see docs/decisions.md). */

export interface BrandConfig {
  /** Product name shown in titles such as "Welcome to the {product} Community!" */
  productName: string;
  /** Support e-mail shown in the Need Help popover. */
  supportEmail: string;
  /** FAQ page linked from the Need Help popover: a path of the member app (its own /faq) or a full URL. */
  faqUrl: string;
}

/** Defaults; the server and both apps may override them through configuration. */
export const DEFAULT_BRAND: BrandConfig = {
  productName: 'BarterBits',
  supportEmail: 'support@barterbits.ca',
  faqUrl: '/faq',
};

/** BITS is shown with a trademark sign. */
export const CURRENCY_DISPLAY = 'BITS™';

export const DEFAULT_SEARCH_RADIUS_KM = 20;
export const DEFAULT_COUNTRY = 'Canada';

/** The 13 Canadian provinces and territories, alphabetical. */
export const CANADIAN_PROVINCES = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Northwest Territories',
  'Nova Scotia',
  'Nunavut',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon',
] as const;
export const DEFAULT_COUNTRY_CODE = '+1';

export const SESSION_EXPIRATION_MS = 600_000;
export const BANNER_AUTO_HIDE_MS = 3000;
export const BANNER_NARROW_BREAKPOINT_PX = 600;

export const TOKEN_COOKIE_DAYS = 7;
/** Cookie names for the stored session values of spec §3. */
export const COOKIE_ACCESS_TOKEN = 'accessToken';
export const COOKIE_REFRESH_TOKEN = 'refreshToken';
export const COOKIE_LAST_ACTIVE = 'lastActive';
/** Local-storage key of the business-intro flag (cleared on logout and on refresh failure). */
export const BUSINESS_INTRO_FLAG_KEY = 'businessIntro';

/** Request / response header names of spec §7. */
export const HEADER_ACCESS_TOKEN = 'access-token';
export const HEADER_REFRESH_TOKEN = 'refresh-token';
export const HEADER_IDEMPOTENCY_KEY = 'idempotency-key';
/** The header carrying a visitor's solved proof-of-work with their feedback (spec §7: "an extra header value"). */
export const HEADER_FEEDBACK_POW = 'x-altcha';

export const STATEMENT_SUMMARY_PAGE = { limit: 2, offset: 0 } as const;

export const CHARACTER_COUNTER_DEFAULT = 250;
export const DECIMAL_PLACES = 2;
export const NUMBER_MAXIMUM = 1_000_000;

export const LOGO_CLICK_DEBOUNCE_MS = 700;

export const AUTOCOMPLETE_PAGE_STEP = 5;
export const AUTOCOMPLETE_LISTBOX_MAX_HEIGHT = '40vh';

/** Lazy chunk load timeout of spec §2. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** PIN length chosen for "a total of N digits" (spec §5 leaves N open; docs/decisions.md). */
export const PIN_LENGTH = 4;

/** File upload limits (spec §5 leaves the values open; docs/decisions.md). */
export const UPLOAD_MAX_SIZE_MB = 5;
export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_ALLOWED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * The largest image accepted, in megapixels (width × height, read from the file's header before any
 * decoding): 24 MP takes a 6000 × 4000 camera photo and every 12 MP phone photo.
 */
export const UPLOAD_MAX_MEGAPIXELS = 24;
export const UPLOAD_MAX_PIXELS = UPLOAD_MAX_MEGAPIXELS * 1_000_000;
/** Image uploads per member (offer photos and the profile photo together) per window. */
export const UPLOAD_RATE_LIMIT = { max: 30, windowSeconds: 60 } as const;
export const UPLOAD_MESSAGES = {
  tooManyPixels: `Images can be at most ${UPLOAD_MAX_MEGAPIXELS} megapixels (for example 6000 × 4000 pixels).`,
  tooManyUploads: 'You have uploaded too many images in a short time. Please wait a minute and try again.',
} as const;

/** Access token lifetime; the refresh token lives as long as its cookie. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = TOKEN_COOKIE_DAYS * 24 * 60 * 60;

/** Paging of admin lists. */
export const MAX_PAGE_SIZE = 1000;
