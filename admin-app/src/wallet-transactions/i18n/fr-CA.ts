import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The wallet-transactions resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Transaction de portefeuille |||| Transactions de portefeuille',
    fields: {
      createdAt: 'Date',
      reference: 'Référence',
      type: 'Type',
      status: 'Statut',
      amountCents: 'Montant',
      from: 'De',
      to: 'À',
      initiatedByName: 'Lancée par',
      memo: 'Note ou raison',
    },
    filters: {
      type: 'Type',
      status: 'Statut',
      from: 'Du',
      to: 'Au',
      q: 'Rechercher une référence',
    },
  },
  screens: {
    show: {
      reference: 'Référence',
      type: 'Type',
      status: 'Statut',
      amount: 'Montant',
      from: 'De',
      to: 'À',
      initiatedBy: 'Lancée par',
      memoReason: 'Note ou raison',
      relatedTo: 'Liée à',
      date: 'Date',
      transaction: 'Transaction',
      ledgerEntries: 'Écritures du grand livre',
    },
    title: 'Transactions de portefeuille',
    status: {
      PROCESSING: 'En traitement',
      PENDING: 'En attente',
      SUCCESSFUL: 'Réussie',
      FAILED: 'Échouée',
      CANCELLED: 'Annulée',
      REJECTED: 'Refusée',
      REFUND: 'Remboursement',
      ACCEPTED: 'Acceptée',
      RETURNED: 'Retournée',
    },
  },
} satisfies {
  resource: ConsoleMessages['resources']['wallet-transactions'];
  screens: ConsoleMessages['console']['wallet-transactions'];
};
