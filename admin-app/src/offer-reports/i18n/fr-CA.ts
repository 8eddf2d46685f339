import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The offer-reports resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Signalement d’offre |||| Signalements d’offres',
    fields: {
      createdAt: 'Signalée le',
      offerTitle: 'Offre',
      offerStatus: 'Statut de l’offre',
      reasonLabel: 'Raison',
      details: 'Détails',
      sellerName: 'Vendeur',
      reporterName: 'Signalée par',
      status: 'Statut',
      id: 'Identifiant',
      offerId: 'Identifiant de l’offre',
      sellerId: 'Identifiant du vendeur',
      reporterId: 'Identifiant de la personne qui signale',
      reporterEmail: 'Courriel de la personne qui signale',
      resolvedAt: 'Résolu le',
      resolutionNote: 'Note de résolution',
    },
    filters: {
      status: 'Statut',
      reason: 'Raison',
    },
  },
  screens: {
    title: 'Signalements d’offres',
  },
} satisfies {
  resource: ConsoleMessages['resources']['offer-reports'];
  screens: ConsoleMessages['console']['offer-reports'];
};
