import { MY_OFFER_STATUSES } from '@barterbits/contracts';

export type MyOfferStatus = (typeof MY_OFFER_STATUSES)[number];

/** Tabs of /my-offers in the order a member works through them. */
export const MY_OFFER_TABS: MyOfferStatus[] = (
  ['ACTIVE', 'DRAFT', 'PAUSED', 'ARCHIVE', 'DISABLED', 'DEACTIVATED'] as const
).filter((s) => (MY_OFFER_STATUSES as readonly string[]).includes(s));

/** The ?status= value as a tab, ACTIVE when absent or unknown. */
export const toMyOfferTab = (value: string | null): MyOfferStatus =>
  (MY_OFFER_TABS as readonly string[]).includes(value ?? '') ? (value as MyOfferStatus) : 'ACTIVE';
