import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The disputes resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Contestation |||| Contestations',
    fields: {
      references: 'Référence du processeur',
      openedAt: 'Ouverture',
      member: { displayName: 'Membre' },
      amountCents: 'Montant contesté',
      heldCents: 'BITS retenus',
      debtCents: 'Dette',
      status: 'Statut',
      reason: 'Motif de la banque',
      disputeRef: 'Référence de la contestation',
      chargeRef: 'Référence du paiement',
      closedAt: 'Fermeture',
      id: 'Identifiant',
      memberName: 'Membre',
      memberEmail: 'Membre (courriel)',
      userId: 'Membre (identifiant)',
      amountBits: 'Montant contesté (BITS)',
      heldBits: 'Retenus (BITS)',
      debtBits: 'Dette (BITS)',
      debtOutcome: 'Issue de la dette',
      statusCode: 'Code de statut',
      state: 'Statut',
      processor: 'Processeur',
      paymentRef: 'Référence du paiement',
      loadId: 'Identifiant du chargement',
    },
    filters: {
      status: 'Statut',
    },
  },
  screens: {
    title: 'Contestations',
    allStatuses: 'Toutes',
    status: {
      OPEN: 'Ouverte',
      WON: 'Gagnée',
      LOST: 'Perdue',
    },
    debt: {
      owed: '%{amount} dus',
      closed: '%{amount}, %{outcome}',
      SETTLED: 'réglée',
      WRITTEN_OFF: 'radiée',
      CANCELLED: 'annulée (contestation gagnée)',
    },
    exposure: {
      title: 'Exposition',
      total: 'Exposition totale',
      text: '%{total} à risque\u00a0: %{held} retenus dans les contestations ouvertes et %{debt} de dette pour des BITS déjà dépensés.',
    },
    list: { actions: 'Actions' },
    settle: {
      button: 'Régler la dette',
      titleOf: 'Fermer la dette de %{amount} de %{name}\u00a0?',
      text: 'La dette est consignée comme réglée (remboursée hors de BarterBits) ou radiée, avec votre nom et la note. Le portefeuille de %{name} est libéré dès que plus rien n’est dû. Cette action ne peut pas être annulée.',
      outcome: 'Issue',
      SETTLED: 'Réglée (remboursée)',
      WRITTEN_OFF: 'Radiée',
      note: 'Note',
      missing: 'Veuillez ajouter une note pour cette décision.',
      confirm: 'Fermer la dette',
      settled: 'La dette est consignée comme réglée.',
      writtenOff: 'La dette est radiée.',
    },
  },
} satisfies {
  resource: ConsoleMessages['resources']['disputes'];
  screens: ConsoleMessages['console']['disputes'];
};
