import {
  centsToBits,
  DEFAULT_SEARCH_RADIUS_KM,
  type MatchAlert,
  type OfferCategory,
  type TWant,
  type TWantInput,
  ZWantInput,
} from '@barterbits/contracts';
import { z } from 'zod';

/** The want form's values as typed (the most BITS and the radius as text). */
export interface WantFormValues {
  title: string;
  description: string;
  category: OfferCategory | '';
  maxPrice: string;
  /** km; '' while the field is empty. */
  radiusKm: number | '';
  alert: MatchAlert;
}

/** A new want's form, or an own want's as stored (its price back in BITS). */
export const wantFormDefaults = (want?: TWant | null): WantFormValues => ({
  title: want?.title ?? '',
  description: want?.description ?? '',
  category: want?.category ?? '',
  maxPrice: want?.maxCents != null ? centsToBits(want.maxCents) : '',
  radiusKm: want?.radiusKm ?? DEFAULT_SEARCH_RADIUS_KM,
  alert: want?.alert ?? 'INSTANT',
});

/** The body of POST /want and PUT /want/:id from the form (an empty price: no limit). */
export const toWantInput = (v: WantFormValues): TWantInput => ({
  title: v.title,
  description: v.description,
  category: v.category as OfferCategory,
  maxPrice: v.maxPrice.trim() === '' ? null : v.maxPrice.trim(),
  radiusKm: Number(v.radiusKm),
  alert: v.alert,
});

/**
 * The want's schema (the contracts' ZWantInput) over the form's values: an empty radius is refused with
 * the radius message rather than taken as the default.
 */
export const ZWantForm = ZWantInput.extend({
  radiusKm: z.preprocess((v) => (v === '' ? Number.NaN : v), ZWantInput.shape.radiusKm),
});
