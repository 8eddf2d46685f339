import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The offers resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Offre |||| Offres',
    fields: {
      title: 'Titre',
      category: 'Catégorie',
      status: 'Statut',
      priceCents: 'Prix',
      seller: {
        displayName: 'Vendeur',
      },
      openReports: 'Signalements ouverts',
      createdAt: 'Création',
    },
    filters: {
      status: 'Statut',
      category: 'Catégorie',
      reported: 'Avec signalements ouverts',
      q: 'Rechercher un titre, un texte ou le courriel du vendeur',
    },
  },
  screens: {
    show: {
      status: 'Statut',
      seller: 'Vendeur',
      category: 'Catégorie',
      price: 'Prix',
      priceType: 'Type de prix',
      location: 'Emplacement',
      video: 'Vidéo',
      created: 'Création',
      published: 'Publication',
      statusChanged: 'Changement de statut',
      actionSummary: 'Résumé des actions',
      photos: 'Photos',
      reports: 'Signalements',
      offer: 'Offre',
      description: 'Description',
    },
    title: 'Offres',
    status: {
      DRAFT: 'Brouillon',
      ACTIVE: 'Active',
      PAUSED: 'En pause',
      DELETE: 'Supprimée',
      ARCHIVE: 'Archivée',
      DEACTIVATED: 'Désactivée',
      DISABLED: 'Bloquée',
      FAVOURITE: 'Favorite',
    },
    reportStatus: { OPEN: 'Ouvert', DECLINED: 'Rejeté', ACTIONED: 'Traité' },
    allButDeleted: 'Toutes sauf les supprimées',
    offerStatus: 'Statut de l’offre',
  },
} satisfies {
  resource: ConsoleMessages['resources']['offers'];
  screens: ConsoleMessages['console']['offers'];
};
