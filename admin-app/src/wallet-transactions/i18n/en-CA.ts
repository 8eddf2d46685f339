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
    adjust: {
      button: 'Adjust / Reward',
      title: 'Adjust or reward the wallet of %{name}',
      REWARD: 'Reward %{amount} to %{name}?',
      CREDIT: 'Credit %{amount} to %{name}?',
      DEBIT: 'Debit %{amount} from %{name}?',
      reason: 'Reason: %{reason}',
      final:
        'It is recorded with your name and cannot be undone; a mistake is corrected by an opposite adjustment.',
      back: 'Back',
      confirm: 'Confirm',
      continue: 'Continue',
      kind: 'Kind',
      kinds: {
        REWARD: 'Reward (from the rewards account)',
        CREDIT: 'Credit (correction in favour of the member)',
        DEBIT: 'Debit (correction against the member)',
      },
      amount: 'Amount (BITS)',
      amountHint: 'For example 25 or 4.50',
      done: 'Done.',
    },
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
