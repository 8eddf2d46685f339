import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The card-loads resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Chargement par carte |||| Chargements par carte',
    fields: {
      references: 'Référence du processeur',
      createdAt: 'Date',
      member: { displayName: 'Membre' },
      amountCents: 'Montant',
      status: 'État',
      card: 'Carte',
      processor: 'Processeur',
      paymentRef: 'Référence du paiement',
      chargeRef: 'Référence de la transaction',
      disputeStatus: 'Contestation',
      processorRefunded: 'Remboursé en partie chez le processeur',
      processorRefundedCad: 'Remboursé en partie chez le processeur ($\u00a0CA)',
      id: 'Identifiant',
      memberName: 'Membre',
      memberEmail: 'Membre (courriel)',
      userId: 'Membre (identifiant)',
      amountBits: 'Montant (BITS)',
      statusCode: 'Code de statut',
      state: 'État',
      failureCode: 'Code d’échec',
      completedAt: 'Terminé',
    },
    filters: {
      q: 'Rechercher une référence du processeur',
      status: 'Statut',
    },
  },
  screens: {
    title: 'Chargements par carte',
    status: {
      PROCESSING: 'En cours',
      SUCCESSFUL: 'Crédité',
      FAILED: 'Échec',
      REFUND: 'Remboursement',
    },
    state: {
      REFUND_PENDING: 'Remboursement en cours',
      REFUNDED: 'Remboursé',
      failedWith: 'Échec\u00a0: %{reason}',
    },
    dispute: {
      OPEN: 'Contesté',
      WON: 'Contestation gagnée',
      LOST: 'Contestation perdue',
    },
    list: { actions: 'Actions' },
    refund: {
      button: 'Rembourser',
      titleOf: 'Rembourser %{amount} sur la carte de %{name}\u00a0?',
      text: 'Les %{amount} sont d’abord repris du portefeuille du membre, puis le paiement par carte (%{card}, %{reference}) est remboursé par le processeur. Le membre en est avisé. Cette action est consignée avec votre nom et la raison, et ne peut pas être annulée.',
      confirm: 'Rembourser sur la carte',
      missing: 'Veuillez indiquer la raison de ce remboursement.',
      done: 'Le chargement a été remboursé sur la carte.',
    },
  },
} satisfies {
  resource: ConsoleMessages['resources']['card-loads'];
  screens: ConsoleMessages['console']['card-loads'];
};
