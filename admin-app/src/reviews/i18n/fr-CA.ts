import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The reviews resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Avis |||| Avis',
    fields: {
      createdAt: 'Publié le',
      hearts: 'Cœurs',
      author: {
        displayName: 'Auteur',
      },
      subject: {
        displayName: 'Au sujet de',
      },
      text: 'Avis',
      trade: {
        offerTitle: 'Troc',
      },
      likes: 'J’aime',
      dislikes: 'Je n’aime pas',
      openReports: 'Signalements ouverts',
      enabled: 'État',
    },
    filters: {
      hearts: 'Cœurs',
      reported: 'Signalements ouverts',
      enabled: 'Activé',
    },
  },
  screens: {
    view: {
      titleOf: 'Avis sur %{subject} par %{author}',
      review: 'Avis',
      loadingSummary: 'Chargement du résumé des actions',
      summaryFailed: 'Le résumé des actions n’a pas pu être chargé\u00a0: %{error}',
      likes: 'J’aime',
      dislikes: 'Je n’aime pas',
      votesCast: 'Votes exprimés',
      reports: 'Signalements',
      openReports: 'Signalements ouverts',
      reply: 'Réponse',
      yes: 'Oui',
      no: 'Non',
      loadingVotes: 'Chargement de l’historique des votes',
      votesFailed: 'L’historique des votes n’a pas pu être chargé\u00a0: %{error}',
      noVotes: 'Aucun vote pour le moment.',
      history: 'Historique des J’aime et Je n’aime pas',
      date: 'Date',
      member: 'Membre',
      vote: 'Vote',
    },
    show: {
      author: 'Auteur',
      about: 'Au sujet de',
      hearts: 'Cœurs',
      posted: 'Publié le',
      edited: 'Modifié le',
      trade: 'Troc',
      verifiedBarterOf: 'Troc vérifié de',
      barterReference: 'Référence du troc',
      barterAccepted: 'Troc accepté le',
      review: 'Avis',
      text: 'Texte',
      reply: 'Réponse',
      actionSummary: 'Résumé des actions',
      likeDislikeHistory: 'Historique des J’aime et Je n’aime pas',
    },
    title: 'Avis',
  },
} satisfies {
  resource: ConsoleMessages['resources']['reviews'];
  screens: ConsoleMessages['console']['reviews'];
};
