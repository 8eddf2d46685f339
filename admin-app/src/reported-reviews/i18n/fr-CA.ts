import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The reported-reviews resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Avis signalé |||| Avis signalés',
    fields: {
      lastReportedAt: 'Dernier signalement',
      openReports: 'Signalements ouverts',
      reports: 'Signalements',
      reasons: 'Raisons',
      hearts: 'Cœurs',
      text: 'Avis',
      author: {
        displayName: 'Auteur',
      },
      subject: {
        displayName: 'Au sujet de',
      },
      enabled: 'État',
      reviewId: 'Identifiant de l’avis',
      authorId: 'Identifiant de l’auteur',
      authorName: 'Auteur',
      subjectId: 'Au sujet de (identifiant)',
      subjectName: 'Au sujet de',
      barterReference: 'Référence du troc',
      offerTitle: 'Offre',
      amountBits: 'Montant (BITS)',
      disabledReason: 'Désactivé parce que',
      disabledAt: 'Désactivation',
      createdAt: 'Création',
    },
    filters: {
      status: 'Signalements',
      statusEmpty: 'Avec signalements ouverts',
      statusAll: 'Tous les avis signalés',
    },
  },
  screens: {
    /** One reason and how many reports give it, in the list and the export: "It's spam: 2". */
    reasonCount: '%{reason} : %{count}',
    view: {
      titleOf: 'Avis signalé sur %{subject}',
      reportedReview: 'Avis signalé',
      loading: 'Chargement des signalements…',
      none: 'Aucun signalement.',
      reports: 'Signalements',
      reported: 'Signalé le',
      reporter: 'Signalé par',
      reason: 'Raison',
      details: 'Détails',
      status: 'Statut',
      resolved: 'Résolu le',
      reportStatus: { OPEN: 'Ouvert', DECLINED: 'Refusé', ACTIONED: 'Traité' },
    },
    show: {
      reports: 'Signalements',
    },
    title: 'Avis signalés',
  },
} satisfies {
  resource: ConsoleMessages['resources']['reported-reviews'];
  screens: ConsoleMessages['console']['reported-reviews'];
};
