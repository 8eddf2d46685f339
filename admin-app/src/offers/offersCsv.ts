import { centsToBits, type TAdminOfferListItem } from '@barterbits/contracts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { CsvRow } from '../layout/csvExport.tsx';
import { OFFER_STATUS_KEYS } from './offerLabels.ts';

/** One CSV line per offer; the column order is the header order. The status in the console's language (`t`). */
export function toOfferCsvRow(offer: TAdminOfferListItem, t: Translate = englishText): CsvRow<'offers'> {
  return {
    id: offer.id,
    title: offer.title,
    category: offer.category,
    status: t(OFFER_STATUS_KEYS[offer.status]),
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
