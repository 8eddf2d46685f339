/**
 * The disputes resource's words in English (react-admin's message format): `resource` is its
 * `resources.disputes.*` (name, fields, filters), `screens` its `console.disputes.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Dispute |||| Disputes',
    fields: {
      references: 'Processor reference',
      openedAt: 'Opened',
      member: { displayName: 'Member' },
      amountCents: 'Disputed',
      heldCents: 'BITS held',
      debtCents: 'Debt',
      status: 'Status',
      reason: 'Bank’s reason',
      disputeRef: 'Dispute reference',
      chargeRef: 'Payment reference',
      closedAt: 'Closed',
      id: 'ID',
      memberName: 'Member',
      memberEmail: 'Member (email)',
      userId: 'Member (ID)',
      amountBits: 'Disputed (BITS)',
      heldBits: 'Held (BITS)',
      debtBits: 'Debt (BITS)',
      debtOutcome: 'Debt outcome',
      statusCode: 'Status code',
      state: 'Status',
      processor: 'Processor',
      paymentRef: 'Payment reference',
      loadId: 'Load ID',
    },
    filters: {
      status: 'Status',
    },
  },
  screens: {
    title: 'Disputes',
    allStatuses: 'All',
    status: {
      OPEN: 'Open',
      WON: 'Won',
      LOST: 'Lost',
    },
    debt: {
      owed: '%{amount} owed',
      closed: '%{amount}, %{outcome}',
      SETTLED: 'settled',
      WRITTEN_OFF: 'written off',
      CANCELLED: 'cancelled (dispute won)',
    },
    exposure: {
      title: 'Exposure',
      total: 'Total exposure',
      text: '%{total} at risk: %{held} held in open disputes and %{debt} of debt for BITS already spent.',
    },
    list: { actions: 'Actions' },
    settle: {
      button: 'Settle debt',
      titleOf: 'Close the debt of %{amount} of %{name}?',
      text: 'The debt is recorded as settled (repaid outside BarterBits) or written off, with your name and the note. The wallet of %{name} is freed once nothing else is owed. This cannot be undone.',
      outcome: 'Outcome',
      SETTLED: 'Settled (repaid)',
      WRITTEN_OFF: 'Written off',
      note: 'Note',
      missing: 'Give a note for this decision.',
      confirm: 'Close the debt',
      settled: 'The debt is recorded as settled.',
      writtenOff: 'The debt is written off.',
    },
  },
};
