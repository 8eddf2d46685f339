import { OFFER_MEMBER_TRANSITIONS, type OfferStatus } from '@barterbits/contracts';

export interface StatusAction {
  to: OfferStatus;
  label: string;
  /** Final: asks for confirmation first. */
  confirm?: boolean;
}

/**
 * The buttons for an offer of status `from`, labelled for what they mean from there: the member rows
 * of the shared transition table (the server enforces the same table and answers 409 otherwise).
 */
export const statusActions = (from: OfferStatus): StatusAction[] =>
  OFFER_MEMBER_TRANSITIONS[from].map((to): StatusAction => {
    switch (to) {
      case 'ACTIVE':
        return { to, label: from === 'DRAFT' ? 'Publish' : from === 'PAUSED' ? 'Activate' : 'Relist' };
      case 'PAUSED':
        return { to, label: 'Pause' };
      case 'ARCHIVE':
        return { to, label: 'Archive' };
      case 'DELETE':
        return { to, label: 'Delete', confirm: true };
      default:
        return { to, label: to };
    }
  });

/** Whether the owner may still edit (the server refuses deleted and disabled offers). */
export const isEditable = (status: OfferStatus) =>
  status !== 'DELETE' && status !== 'DISABLED' && status !== 'DEACTIVATED';

/** Success message after a status change, by the new status. */
export const STATUS_CHANGED_MESSAGES: Partial<Record<OfferStatus, string>> = {
  ACTIVE: 'Your offer is live.',
  PAUSED: 'Your offer is paused. Others no longer see it.',
  ARCHIVE: 'Your offer has been archived.',
  DELETE: 'Your offer has been deleted.',
};
