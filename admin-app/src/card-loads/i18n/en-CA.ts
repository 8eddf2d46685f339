/**
 * The card-loads resource's words in English (react-admin's message format): `resource` is its
 * `resources.card-loads.*` (name, fields, filters), `screens` its `console.card-loads.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Card load |||| Card loads',
    fields: {
      references: 'Processor reference',
      createdAt: 'Date',
      member: { displayName: 'Member' },
      amountCents: 'Amount',
      status: 'State',
      card: 'Card',
      processor: 'Processor',
      paymentRef: 'Payment reference',
      chargeRef: 'Charge reference',
      disputeStatus: 'Dispute',
      processorRefunded: 'Refunded in part at the processor',
      processorRefundedCad: 'Refunded in part at the processor (CAD)',
      id: 'ID',
      memberName: 'Member',
      memberEmail: 'Member (email)',
      userId: 'Member (ID)',
      amountBits: 'Amount (BITS)',
      statusCode: 'Status code',
      state: 'State',
      failureCode: 'Failure code',
      completedAt: 'Completed',
    },
    filters: {
      q: 'Search processor reference',
      status: 'Status',
    },
  },
  screens: {
    title: 'Card loads',
    status: {
      PROCESSING: 'Processing',
      SUCCESSFUL: 'Credited',
      FAILED: 'Failed',
      REFUND: 'Refund',
    },
    state: {
      REFUND_PENDING: 'Refund pending',
      REFUNDED: 'Refunded',
      failedWith: 'Failed: %{reason}',
    },
    dispute: {
      OPEN: 'Disputed',
      WON: 'Dispute won',
      LOST: 'Dispute lost',
    },
    list: { actions: 'Actions' },
    refund: {
      button: 'Refund',
      titleOf: 'Refund %{amount} to the card of %{name}?',
      text: 'The %{amount} are taken back from the member’s wallet first, then the card payment (%{card}, %{reference}) is refunded through the processor. The member is told. It is recorded with your name and the reason and cannot be undone.',
      confirm: 'Refund to the card',
      missing: 'Give the reason for this refund.',
      done: 'The load was refunded to the card.',
    },
  },
};
