import type {
  OfferCategory,
  OfferStatus,
  PriceType,
  TFavouriteItem,
  TOffer,
  TOfferCard,
} from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';

/** What a card shows; lists of every endpoint map to this. */
export interface OfferCardData {
  id: string;
  title: string;
  category: OfferCategory;
  coverThumbUrl: string | null;
  priceCents: number | null;
  priceType: PriceType | null;
  city: string | null;
  province: string | null;
  distanceKm?: number | null;
  /** Absent: no heart (e.g. the own offers). */
  favourited?: boolean | null;
  /** Shown as a chip (the own offers). */
  status?: OfferStatus;
  sellerName?: string | null;
}

/** A full offer (own offers, details) as a card. */
export const offerToCard = (o: TOffer, extra: Partial<OfferCardData> = {}): OfferCardData => ({
  id: o.id,
  title: o.title,
  category: o.category,
  coverThumbUrl: o.photos[0]?.thumbUrl ?? null,
  priceCents: o.priceCents,
  priceType: o.priceType,
  city: o.city,
  province: o.province,
  ...extra,
});

/** A favourite as a card (the heart is on: it is a favourite). */
export const favouriteToCard = (f: TFavouriteItem): OfferCardData => ({
  id: f.id,
  title: f.title,
  category: f.category,
  coverThumbUrl: f.coverThumbUrl,
  priceCents: f.priceCents,
  priceType: f.priceType,
  city: f.city,
  province: f.province,
  sellerName: f.seller?.displayName ?? null,
});

/** Where another member's offer opens (the spec has no separate details route). */
export const offerHref = (id: string) => `${PAGES.offers.path}?offerId=${encodeURIComponent(id)}`;

/** A search/feed result as a card. */
export const searchResultToCard = (c: TOfferCard): OfferCardData => ({
  id: c.id,
  title: c.title,
  category: c.category,
  coverThumbUrl: c.coverThumbUrl,
  priceCents: c.priceCents,
  priceType: c.priceType,
  city: c.city,
  province: c.province,
  distanceKm: c.distanceKm,
  favourited: c.favourited,
  sellerName: c.seller.displayName,
});
