/**
 * The names of offers' categories and statuses in the app's language (the frame's catalog, src/i18n/app):
 * the contracts' OFFER_CATEGORIES and OFFER_STATUS_LABELS are their English.
 */
import type { OfferCategory, OfferStatus } from '@barterbits/contracts';
import type { Messages } from '../../i18n/messages.ts';
import { t } from '../i18n.ts';

const CATEGORY_LABELS = {
  Product: 'app.offers.category.product',
  Services: 'app.offers.category.services',
  'Cars & Vehicles': 'app.offers.category.cars',
  'Vacation Rentals': 'app.offers.category.rentals',
} as const satisfies Record<OfferCategory, keyof Messages>;

const STATUS_LABELS = {
  DRAFT: 'app.offers.status.DRAFT',
  ACTIVE: 'app.offers.status.ACTIVE',
  PAUSED: 'app.offers.status.PAUSED',
  DELETE: 'app.offers.status.DELETE',
  ARCHIVE: 'app.offers.status.ARCHIVE',
  DEACTIVATED: 'app.offers.status.DEACTIVATED',
  DISABLED: 'app.offers.status.DISABLED',
  FAVOURITE: 'app.offers.status.FAVOURITE',
} as const satisfies Record<OfferStatus, keyof Messages>;

/** A category's name ("Vacation Rentals"); a category this app does not know shows as the server names it. */
export const categoryLabel = (category: OfferCategory): string =>
  category in CATEGORY_LABELS ? t(CATEGORY_LABELS[category]) : category;

/** A status's name ("Paused"). */
export const statusLabel = (status: OfferStatus): string =>
  status in STATUS_LABELS ? t(STATUS_LABELS[status]) : status;
