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
    view: {
      titleOf: 'Offre\u00a0: %{title}',
      offer: 'Offre',
      loadingSummary: 'Chargement du résumé des actions',
      summaryFailed: 'Le résumé des actions n’a pas pu être chargé.',
      views: 'Vues',
      favourites: 'Favoris',
      reportsCount: 'Signalements',
      openReports: 'Signalements ouverts',
      noPhotos: 'Aucune photo.',
      details: 'Détails (%{category})',
      notFilled: 'Non rempli.',
      noReports: 'Aucun signalement.',
      reported: 'Signalé le',
      reason: 'Raison',
      reportDetails: 'Détails',
      reporter: 'Signalé par',
      status: 'Statut',
      note: 'Note',
    },
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
    moderation: {
      enable: 'Activer',
      disable: 'Bloquer',
      enableTitle: 'Activer cette offre\u00a0?',
      enableConfirm: 'Activer l’offre',
      enableText:
        'L’offre reprend le statut qu’elle avait avant d’être bloquée, ou passe en pause pour que son propriétaire la revoie d’abord.',
      restoreAs: 'Rétablir comme',
      disableTitle: 'Bloquer cette offre\u00a0?',
      disableConfirm: 'Bloquer l’offre',
      disableText:
        'Les membres ne verront plus «\u00a0%{title}\u00a0», et son propriétaire ne peut plus la modifier. Ses signalements ouverts sont marqués comme traités. Le propriétaire voit la raison.',
      reasonMissing: 'Veuillez indiquer la raison du blocage de cette offre.',
      enabled: 'Offre activée (%{status}).',
      disabled: 'Offre bloquée.',
      dismiss: 'Rejeter les signalements',
      dismissTitle: 'Rejeter les signalements ouverts\u00a0?',
      dismissText:
        'Le %{smart_count} signalement ouvert de cette offre sera marqué comme rejeté\u00a0; l’offre reste telle quelle. |||| Les %{smart_count} signalements ouverts de cette offre seront marqués comme rejetés\u00a0; l’offre reste telle quelle.',
      note: 'Note (facultative)',
      dismissed: 'Les signalements de cette offre ont été rejetés.',
    },
  },
} satisfies {
  resource: ConsoleMessages['resources']['offers'];
  screens: ConsoleMessages['console']['offers'];
};
