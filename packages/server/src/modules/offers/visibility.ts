/**
 * Who may see an offer: the one rule for every module that reads offers (details, favourites,
 * reports, the action summary, photos and calendar, search and feeds). docs/decisions.md, Offers:
 * - other members see only LISTED offers: status ACTIVE and the owner's account ACTIVE;
 * - the owner sees every own offer except deleted ones (drafts, paused, archived, disabled…);
 * - admins see every offer.
 * Whatever a viewer cannot see answers 404, so hidden offers never leak.
 */
import { USER_STATUS_IDS } from '@barterbits/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AuthContext } from '../../plugins/auth.ts';

/** What makes an offer listed to other members: its status and its owner's account status. */
export const LISTED = { offerStatus: 'ACTIVE', ownerStatusId: USER_STATUS_IDS.ACTIVE } as const;

/** The status an owner no longer sees (a deleted offer is gone for everyone but admins). */
const GONE_STATUS = 'DELETE';

type Viewer = Pick<AuthContext, 'userId' | 'role'>;
type OfferLike = { userId: string; status: string };

/** Whether other members see the offer (search, feeds, favourites' "available"). */
export function isListed(offer: Pick<OfferLike, 'status'>, ownerStatusId: number): boolean {
  return offer.status === LISTED.offerStatus && ownerStatusId === LISTED.ownerStatusId;
}

/** Whether `viewer` may see the offer at all (anything else is a 404). */
export function canSeeOffer(viewer: Viewer, offer: OfferLike, ownerStatusId: number): boolean {
  if (viewer.role === 'ADMIN') return true;
  if (offer.userId === viewer.userId) return offer.status !== GONE_STATUS;
  return isListed(offer, ownerStatusId);
}

/**
 * `isListed` as a SQL condition over the offer's status column and its owner's status column (drizzle
 * columns or raw `sql` fragments). The values are written as literals, not parameters, so the planner
 * can use the partial indexes `WHERE status = 'ACTIVE'` (migrations 0006, 0007).
 */
export function listedSql(offerStatus: SQLWrapper, ownerStatusId: SQLWrapper): SQL {
  return sql`(${offerStatus} = ${sql.raw(`'${LISTED.offerStatus}'`)} and ${ownerStatusId} = ${sql.raw(String(LISTED.ownerStatusId))})`;
}
