import { OFFER_STATUS_LABELS, type TAdminOfferListItem } from '@barterbits/contracts';

/** Price in BITS with two decimals ("250.00"), empty when there is none. */
const bits = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** One CSV line per offer; the column order is the header order. */
export function toOfferCsvRow(offer: TAdminOfferListItem) {
  return {
    id: offer.id,
    title: offer.title,
    category: offer.category,
    status: OFFER_STATUS_LABELS[offer.status],
    priceBits: bits(offer.priceCents),
    priceType: offer.priceType ?? '',
    city: offer.city ?? '',
    province: offer.province ?? '',
    sellerId: offer.seller.id,
    sellerName: offer.seller.displayName,
    sellerEmail: offer.seller.email,
    photos: offer.photos.length,
    reports: offer.reports,
    openReports: offer.openReports,
    disabledReason: offer.disabledReason ?? '',
    createdAt: offer.createdAt,
    publishedAt: offer.publishedAt ?? '',
  };
}
