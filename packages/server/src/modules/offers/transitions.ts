/**
 * The offer status transition table (docs/decisions.md). One pure function decides
 * every PATCH /offer: the service refuses (409) whatever it refuses, and changes nothing.
 * The table data (member pairs, admin disable/restore) lives in @barterbits/contracts
 * (offer-status.ts) so the member app and the admin console offer exactly the same moves.
 *
 * Member (own offers):
 *   DRAFT   → ACTIVE (publish), DELETE
 *   ACTIVE  → PAUSED, ARCHIVE, DELETE
 *   PAUSED  → ACTIVE, ARCHIVE, DELETE
 *   ARCHIVE → ACTIVE (relist), DELETE
 *   DELETE, DISABLED, DEACTIVATED → nothing (DELETE is final; the others belong to admins / the system)
 *   → DRAFT, → DISABLED never (a published offer does not become a draft again; disabling is moderation)
 * Admin (moderation):
 *   DRAFT, ACTIVE, PAUSED, ARCHIVE, DEACTIVATED → DISABLED (with a reason)
 *   DISABLED → the status it had before (previousStatus, unless DEACTIVATED) or PAUSED
 * Nobody: → DEACTIVATED (set by the system with the account), → FAVOURITE (a list, not a status),
 *   anything out of DELETE, and a status to itself.
 */
import {
  OFFER_ADMIN_DISABLE_FROM,
  OFFER_MEMBER_TRANSITIONS,
  OFFER_STATUS_LABELS,
  type OfferStatus,
  offerRestoreTargets,
} from '@barterbits/contracts';

export type OfferActor = 'MEMBER' | 'ADMIN';
export type TransitionResult = { ok: true } | { ok: false; message: string };

const no = (message: string): TransitionResult => ({ ok: false, message });
const YES: TransitionResult = { ok: true };

/**
 * Whether `actor` may move an offer from `from` to `to`. `previous` is the status the offer had
 * before it was disabled (only used for an admin restoring a DISABLED offer).
 */
export function canTransition(
  from: OfferStatus,
  to: OfferStatus,
  actor: OfferActor,
  previous?: OfferStatus | null,
): TransitionResult {
  const L = OFFER_STATUS_LABELS;
  if (from === to) return no(`The offer is already ${L[to]}.`);
  if (from === 'DELETE') return no('This offer has been deleted and can no longer change.');
  if (to === 'FAVOURITE') return no('Favourite is a list of offers, not an offer status.');
  if (to === 'DEACTIVATED') return no('Offers are deactivated only together with the member account.');

  if (actor === 'MEMBER') {
    if (from === 'DISABLED') return no('This offer was disabled by an admin. Only an admin can change it.');
    if (from === 'DEACTIVATED')
      return no('This offer is deactivated with your account and cannot change now.');
    if (to === 'DISABLED') return no('Only an admin can disable an offer. Pause it instead.');
    if (to === 'DRAFT') return no('A published offer cannot go back to draft. Pause it instead.');
    return OFFER_MEMBER_TRANSITIONS[from].includes(to)
      ? YES
      : no(`An offer cannot go from ${L[from]} to ${L[to]}.`);
  }

  if (to === 'DISABLED')
    return OFFER_ADMIN_DISABLE_FROM.includes(from)
      ? YES
      : no(`An offer cannot go from ${L[from]} to ${L[to]}.`);
  if (from !== 'DISABLED') return no('Admins can only disable an offer or restore a disabled one.');
  const targets = offerRestoreTargets(previous);
  if (targets.includes(to)) return YES;
  const restore = targets.find((s) => s !== 'PAUSED');
  return no(
    restore
      ? `A disabled offer can only be restored to ${L[restore]} or Paused.`
      : 'A disabled offer can only be restored to Paused.',
  );
}
