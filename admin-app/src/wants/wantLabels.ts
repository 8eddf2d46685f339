/**
 * A want's words in the console's language: its status and its reports' status, chip colours, filter choices.
 * The console imports no value of the contracts' `api/wants.ts`: a value used by any console chunk puts the
 * module's schemas and messages in the login page's script. Its lists are mirrored here, checked by their
 * types (and by wants.test.ts against the contracts).
 */
import { formatBits, formatNumber, type OfferReportStatus, type WantStatus } from '@barterbits/contracts';
import type { ConsoleKey } from '../i18n/messages.ts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { ChipColor } from '../offers/offerLabels.ts';

export const WANT_STATUS_KEYS = {
  ACTIVE: 'console.wants.status.ACTIVE',
  PAUSED: 'console.wants.status.PAUSED',
  EXPIRED: 'console.wants.status.EXPIRED',
  DISABLED: 'console.wants.status.DISABLED',
} as const satisfies Record<WantStatus, ConsoleKey>;

export const WANT_STATUS_COLORS: Record<WantStatus, ChipColor> = {
  ACTIVE: 'success',
  PAUSED: 'warning',
  EXPIRED: 'default',
  DISABLED: 'error',
};

export const WANT_REPORT_STATUS_KEYS = {
  OPEN: 'console.wants.reportStatus.OPEN',
  DECLINED: 'console.wants.reportStatus.DECLINED',
  ACTIONED: 'console.wants.reportStatus.ACTIONED',
} as const satisfies Record<OfferReportStatus, ConsoleKey>;

/** Every want status, in the contracts' order. */
export const WANT_STATUS_VALUES = Object.keys(WANT_STATUS_KEYS) as WantStatus[];

/** The most characters of the reason a disabled want's member reads (the contracts' ZAdminWantStatusRequest). */
export const WANT_REASON_MAX = 500;

/** Match counts are counted up to this many (the contracts' MATCH_COUNT_CAP): a count at it reads "100+". */
export const MATCH_COUNT_CAP = 100;

/** A want's match count as read: "3", "1,204"; "100+" at the cap (there may be more). */
export const matchCountLabel = (count: number): string =>
  count >= MATCH_COUNT_CAP ? `${formatNumber(MATCH_COUNT_CAP)}+` : formatNumber(count);

/** The status filter's choices; names are messages, which react-admin translates. */
export const WANT_STATUS_CHOICES = WANT_STATUS_VALUES.map((id) => ({ id, name: WANT_STATUS_KEYS[id] }));

/** A status in words. */
export const wantStatusLabel = (status: WantStatus, t: Translate = englishText): string =>
  t(WANT_STATUS_KEYS[status]);

/** The most the member would pay ("40.00 BITS™"), or "No limit". */
export const maxPriceLabel = (maxCents: number | null, t: Translate = englishText): string =>
  maxCents === null ? t('console.wants.noLimit') : formatBits(maxCents);
