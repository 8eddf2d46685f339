import { centsToBits, OFFER_STATUS_LABELS, type TAdminOfferListItem } from '@barterbits/contracts';

/** One CSV line per offer; the column order is the header order. */
export function toOfferCsvRow(offer: TAdminOfferListItem) {
  return {
    id: offer.id,
    title: offer.title,
    category: offer.category,
    status: OFFER_STATUS_LABELS[offer.status],
    priceBits: offer.priceCents === null ? '' : centsToBits(offer.priceCents), // "250.00"
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
