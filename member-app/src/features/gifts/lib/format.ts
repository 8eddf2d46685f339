import { CURRENCY_DISPLAY, centsToBits, type GiftStatus } from '@barterbits/contracts';
import type { ChipProps } from '@mui/material/Chip';

/** Cents as shown: "25.50 BITS™". */
export const formatBits = (cents: number): string => `${centsToBits(cents)} ${CURRENCY_DISPLAY}`;

/** A date as shown on gifts. */
export const formatDate = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';

export const GIFT_STATUS_COLORS: Record<GiftStatus, ChipProps['color']> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  RETURNED: 'default',
  CANCELLED: 'default',
};

/** A fresh Idempotency-Key for one attempt. */
export const newAttemptKey = (): string => `gift-${globalThis.crypto.randomUUID()}`;
