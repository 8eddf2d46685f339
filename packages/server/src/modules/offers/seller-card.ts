/** The seller as other members see them on offer cards and the offer page. */
import type { TOfferSellerCard } from '@barterbits/contracts';
import { shortName } from '../users/display-name.ts';

export interface SellerFields {
  id: string;
  accountType: string | null;
  firstName: string | null;
  lastName: string | null;
  userName: string | null;
  profilePhoto: string | null;
  businessName: string | null;
}

/** The seller card; its name is `shortName` (business name, else "Alex M.", else the username). */
export function toSellerCard(s: SellerFields): TOfferSellerCard {
  return {
    id: s.id,
    displayName: shortName(s),
    businessName: s.businessName,
    profilePhoto: s.profilePhoto,
    accountType: s.accountType === 'BUSINESS' || s.accountType === 'PERSONAL' ? s.accountType : null,
  };
}
