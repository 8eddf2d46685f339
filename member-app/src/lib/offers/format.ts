import {
  formatBitsGrouped,
  formatLocale,
  formatNumber,
  formatPrice,
  OFFER_CATEGORY_FILTER_IDS,
  type OfferCategory,
  type OfferStatus,
  offerDetailRows,
  type PriceType,
} from '@barterbits/contracts';

/** "1,234.50" from integer cents: thousands grouped, always two decimals, never rounded. */
export const groupedBits = (cents: number): string => formatBitsGrouped(cents);

/** The price as shown on cards and details: "12.50 BITS™", "40.00 BITS™/hr" or "See Description". */
export const priceLabel = (priceCents: number | null, priceType: PriceType | null): string =>
  formatPrice(priceCents, priceType);

/** Distance in km: one decimal under 10 km ("< 0.1 km" very close), whole km beyond. */
export const distanceLabel = (km: number | null | undefined): string | null => {
  if (km === null || km === undefined || !Number.isFinite(km)) return null;
  // One decimal in the reader's way ("3.1 km", "3,1 km" in French).
  const tenths = (value: number) =>
    new Intl.NumberFormat(formatLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      value,
    );
  const unit = formatNumber(1, { unit: 'km' }).slice(1);
  if (km < 0.1) return `< ${tenths(0.1)}${unit}`;
  if (km < 10) return `${tenths(Math.round(km * 10) / 10)}${unit}`;
  return formatNumber(Math.round(km), { unit: 'km' });
};

export const placeLabel = (city: string | null | undefined, province: string | null | undefined) =>
  [city, province].filter(Boolean).join(', ') || null;

/** Category filter ids (spec §3): 1 Product, 2 Services, 3 Vacation Rentals, 4 Cars & Vehicles. */
export const CATEGORY_OPTIONS: { id: number; category: OfferCategory }[] = (
  Object.entries(OFFER_CATEGORY_FILTER_IDS) as [OfferCategory, number][]
)
  .map(([category, id]) => ({ id, category }))
  .sort((a, b) => a.id - b.id);

export const STATUS_COLORS: Record<OfferStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  DRAFT: 'default',
  ACTIVE: 'success',
  PAUSED: 'warning',
  DELETE: 'error',
  ARCHIVE: 'default',
  DEACTIVATED: 'error',
  DISABLED: 'error',
  FAVOURITE: 'info',
};

type DetailRow = { label: string; value: string };

/** The category-specific fields as label/value rows (only the ones that are set): the shared format. */
export const detailRows = (category: OfferCategory, details: Record<string, unknown>): DetailRow[] =>
  offerDetailRows(category, details).map(({ label, value }) => ({ label, value }));

/** The map link for a position (no embedded map without a maps key). */
export const openStreetMapUrl = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lon.toFixed(5)}#map=14/${lat.toFixed(5)}/${lon.toFixed(5)}`;
