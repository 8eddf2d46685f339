import {
  centsToBits,
  DEFAULT_SEARCH_RADIUS_KM,
  type MatchAlert,
  type OfferCategory,
  type TWant,
  type TWantInput,
} from '@barterbits/contracts';

/** The want form's values as typed (the most BITS and the radius as text). */
export interface WantFormValues {
  title: string;
  description: string;
  category: OfferCategory | '';
  maxPrice: string;
  radiusKm: string;
  alert: MatchAlert;
}

/** A new want's form, or an own want's as stored (its price back in BITS). */
export const wantFormDefaults = (want?: TWant | null): WantFormValues => ({
  title: want?.title ?? '',
  description: want?.description ?? '',
  category: want?.category ?? '',
  maxPrice: want?.maxCents != null ? centsToBits(want.maxCents) : '',
  radiusKm: String(want?.radiusKm ?? DEFAULT_SEARCH_RADIUS_KM),
  alert: want?.alert ?? 'INSTANT',
});

/** The body of POST /want and PUT /want/:id from the form (an empty price: no limit). */
export const toWantInput = (v: WantFormValues): TWantInput => ({
  title: v.title,
  description: v.description,
  category: v.category as OfferCategory,
  maxPrice: v.maxPrice.trim() === '' ? null : v.maxPrice.trim(),
  radiusKm: v.radiusKm,
  alert: v.alert,
});
