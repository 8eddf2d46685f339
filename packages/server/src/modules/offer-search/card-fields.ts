/** The offer card's public fields from a row: what every offer list shows, wherever it is read. */
import { OFFER_CATEGORY_FILTER_IDS, type OfferCategory, type TOfferCard } from '@barterbits/contracts';
import { uploadUrl } from '../../adapters/uploads.ts';

/** The columns the public fields are made of (the cover photo's upload id, the viewer's favourite). */
export interface CardFieldsRow {
  id: string;
  title: string;
  category: string;
  price_cents: string | number | null;
  price_type: string | null;
  city: string | null;
  province: string | null;
  published_at: Date | string | null;
  cover_upload_id: string | null;
  favourited: boolean;
}

/** The card without where the offer is or who offers it (no coordinates, distance or seller). */
export type OfferCardFields = Omit<TOfferCard, 'latitude' | 'longitude' | 'distanceKm' | 'seller'>;

export function offerCardFields(r: CardFieldsRow): OfferCardFields {
  const category = r.category as OfferCategory;
  return {
    id: r.id,
    title: r.title,
    category,
    categoryId: OFFER_CATEGORY_FILTER_IDS[category] ?? 0,
    priceCents: r.price_cents === null ? null : Number(r.price_cents),
    priceType: r.price_type as TOfferCard['priceType'],
    city: r.city,
    province: r.province,
    coverThumbUrl: r.cover_upload_id ? uploadUrl(r.cover_upload_id, 'thumb') : null,
    favourited: r.favourited,
    publishedAt: r.published_at === null ? null : new Date(r.published_at).toISOString(),
  };
}
