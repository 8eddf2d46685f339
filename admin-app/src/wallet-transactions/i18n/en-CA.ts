/**
 * The wallet-transactions resource's words in English (react-admin's message format): `resource` is its
 * `resources.wallet-transactions.*` (name, fields, filters), `screens` its `console.wallet-transactions.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Wallet transaction |||| Wallet transactions',
    fields: {
      createdAt: 'Date',
      reference: 'Reference',
      type: 'Type',
      status: 'Status',
      amountCents: 'Amount',
      from: 'From',
      to: 'To',
      initiatedByName: 'Initiated by',
      memo: 'Memo / reason',
    },
    filters: {
      type: 'Type',
      status: 'Status',
      from: 'From',
      to: 'To',
      q: 'Search reference',
    },
  },
  screens: {
    show: {
      reference: 'Reference',
      type: 'Type',
      status: 'Status',
      amount: 'Amount',
      from: 'From',
      to: 'To',
      initiatedBy: 'Initiated by',
      memoReason: 'Memo / reason',
      relatedTo: 'Related to',
      date: 'Date',
      transaction: 'Transaction',
      ledgerEntries: 'Ledger entries',
    },
    title: 'Wallet transactions',
    status: {
      PROCESSING: 'Processing',
      PENDING: 'Pending',
      SUCCESSFUL: 'Successful',
      FAILED: 'Failed',
      CANCELLED: 'Cancelled',
      REJECTED: 'Rejected',
      REFUND: 'Refund',
      ACCEPTED: 'Accepted',
      RETURNED: 'Returned',
    },
  },
};
