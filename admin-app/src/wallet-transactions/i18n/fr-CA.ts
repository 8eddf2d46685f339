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
    adjust: {
      button: 'Ajuster / Récompenser',
      title: 'Ajuster ou récompenser le portefeuille de %{name}',
      REWARD: 'Récompenser %{name} de %{amount}\u00a0?',
      CREDIT: 'Créditer %{amount} à %{name}\u00a0?',
      DEBIT: 'Débiter %{amount} à %{name}\u00a0?',
      reason: 'Raison\u00a0: %{reason}',
      final:
        'Cette opération est consignée avec votre nom et ne peut pas être annulée\u00a0; une erreur se corrige par un ajustement inverse.',
      back: 'Retour',
      confirm: 'Confirmer',
      continue: 'Continuer',
      kind: 'Type',
      kinds: {
        REWARD: 'Récompense (du compte des récompenses)',
        CREDIT: 'Crédit (correction en faveur du membre)',
        DEBIT: 'Débit (correction au détriment du membre)',
      },
      amount: 'Montant (BITS™)',
      amountHint: 'Par exemple 25 ou 4.50 (un point avant les cents)',
      done: 'Terminé.',
    },
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
