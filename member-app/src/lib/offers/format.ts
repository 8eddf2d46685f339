import {
  CURRENCY_DISPLAY,
  formatBitsGrouped,
  OFFER_CATEGORY_FILTER_IDS,
  type OfferCategory,
  type OfferStatus,
  type PriceType,
} from '@barterbits/contracts';

/** "1,234.50" from integer cents: thousands grouped, always two decimals, never rounded. */
export const groupedBits = (cents: number): string => formatBitsGrouped(cents);

/** The price as shown on cards and details: "12.50 BITS™", "40.00 BITS™/hr" or "See Description". */
export const priceLabel = (priceCents: number | null, priceType: PriceType | null): string => {
  if (priceType === 'See Description' || priceCents === null) return 'See Description';
  const amount = `${groupedBits(priceCents)} ${CURRENCY_DISPLAY}`;
  return priceType === 'Hourly' ? `${amount}/hr` : amount;
};

/** Distance in km: one decimal under 10 km ("< 0.1 km" very close), whole km beyond. */
export const distanceLabel = (km: number | null | undefined): string | null => {
  if (km === null || km === undefined || !Number.isFinite(km)) return null;
  if (km < 0.1) return '< 0.1 km';
  if (km < 10) return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
  return `${Math.round(km).toLocaleString('en-CA')} km`;
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

const CONDITION_LABELS: Record<string, string> = {
  NEW: 'New',
  LIKE_NEW: 'Like new',
  GOOD: 'Good',
  FAIR: 'Fair',
  FOR_PARTS: 'For parts',
};
const TRANSMISSION_LABELS: Record<string, string> = { AUTOMATIC: 'Automatic', MANUAL: 'Manual' };
const FUEL_LABELS: Record<string, string> = {
  GAS: 'Gas',
  DIESEL: 'Diesel',
  HYBRID: 'Hybrid',
  ELECTRIC: 'Electric',
  OTHER: 'Other',
};

type DetailRow = { label: string; value: string };

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The category-specific fields as label/value rows (only the ones that are set). */
export const detailRows = (category: OfferCategory, details: Record<string, unknown>): DetailRow[] => {
  const rows: [string, string | null][] = [];
  const n = (key: string, suffix = '') => {
    const v = num(details[key]);
    return v === null ? null : `${v.toLocaleString('en-CA')}${suffix}`;
  };
  const mapped = (key: string, labels: Record<string, string>) => {
    const v = str(details[key]);
    return v === null ? null : (labels[v] ?? v);
  };
  switch (category) {
    case 'Product':
      rows.push(['Condition', mapped('condition', CONDITION_LABELS)], ['Quantity', n('quantity')]);
      break;
    case 'Services':
      rows.push(['Service area', str(details.serviceArea)], ['Service radius', n('serviceRadiusKm', ' km')]);
      break;
    case 'Cars & Vehicles':
      rows.push(
        ['Make', str(details.make)],
        ['Model', str(details.model)],
        ['Year', num(details.year)?.toString() ?? null],
        ['Mileage', n('mileageKm', ' km')],
        ['Transmission', mapped('transmission', TRANSMISSION_LABELS)],
        ['Fuel', mapped('fuel', FUEL_LABELS)],
      );
      break;
    case 'Vacation Rentals':
      rows.push(['Guests', n('guests')], ['Bedrooms', n('bedrooms')], ['Bathrooms', n('bathrooms')]);
      break;
  }
  return rows.filter((r): r is [string, string] => r[1] !== null).map(([label, value]) => ({ label, value }));
};

/** The map link for a position (no embedded map without a maps key). */
export const openStreetMapUrl = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lon.toFixed(5)}#map=14/${lat.toFixed(5)}/${lon.toFixed(5)}`;
