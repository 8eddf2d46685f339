/**
 * Offer status labels and the transition table data (docs/decisions.md), shared by the
 * server (canTransition decides every PATCH /offer), the member app (the owner's status actions)
 * and the admin console (labels, restore choices).
 *
 * Member (own offers):
 *   DRAFT   → ACTIVE (publish), DELETE
 *   ACTIVE  → PAUSED, ARCHIVE, DELETE
 *   PAUSED  → ACTIVE, ARCHIVE, DELETE
 *   ARCHIVE → ACTIVE (relist), DELETE
 *   DELETE, DISABLED, DEACTIVATED → nothing (DELETE is final; the others belong to admins / the system)
 * Admin (moderation):
 *   DRAFT, ACTIVE, PAUSED, ARCHIVE, DEACTIVATED → DISABLED (with a reason)
 *   DISABLED → the status it had before (previousStatus, unless DEACTIVATED) or PAUSED
 */
import type { OfferStatus } from './enums.ts';

export const OFFER_STATUS_LABELS: Readonly<Record<OfferStatus, string>> = {
  DRAFT: 'Draft',
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  DELETE: 'Deleted',
  ARCHIVE: 'Archived',
  DEACTIVATED: 'Deactivated',
  DISABLED: 'Disabled',
  FAVOURITE: 'Favourite',
};

/** The statuses an owner may move an offer of each status to. */
export const OFFER_MEMBER_TRANSITIONS: Readonly<Record<OfferStatus, readonly OfferStatus[]>> = {
  DRAFT: ['ACTIVE', 'DELETE'],
  ACTIVE: ['PAUSED', 'ARCHIVE', 'DELETE'],
  PAUSED: ['ACTIVE', 'ARCHIVE', 'DELETE'],
  ARCHIVE: ['ACTIVE', 'DELETE'],
  DELETE: [],
  DISABLED: [],
  DEACTIVATED: [],
  FAVOURITE: [],
};

/** Statuses an admin may disable from; a disabled offer may be restored to exactly these. */
export const OFFER_ADMIN_DISABLE_FROM: readonly OfferStatus[] = [
  'DRAFT',
  'ACTIVE',
  'PAUSED',
  'ARCHIVE',
  'DEACTIVATED',
];

/**
 * The statuses an admin may restore a DISABLED offer to, given the status it had before it was
 * disabled: that status (unless DEACTIVATED or not one disabling starts from) first, then Paused.
 */
export function offerRestoreTargets(previous: OfferStatus | null | undefined): OfferStatus[] {
  const restore =
    previous && previous !== 'DEACTIVATED' && OFFER_ADMIN_DISABLE_FROM.includes(previous) ? previous : null;
  return restore && restore !== 'PAUSED' ? [restore, 'PAUSED'] : ['PAUSED'];
}
