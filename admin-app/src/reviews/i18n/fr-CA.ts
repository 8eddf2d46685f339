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
      hearts: '%{smart_count} cœur |||| %{smart_count} cœurs',
      reviewed: 'a évalué',
      trade: '%{title} · troc vérifié de %{amount}',
      disabled: 'Désactivé.',
      disabledBecause: 'Désactivé\u00a0: %{reason}',
      stateEnabled: 'Activé',
      stateDisabled: 'Désactivé',
      edited: ' · modifiée',
      noReply: 'Aucune réponse.',
      reaction: { LIKE: 'J’aime', DISLIKE: 'Je n’aime pas', NEUTRAL: 'Retiré' },
      enable: 'Activer l’avis',
      disable: 'Désactiver l’avis',
      enableTitle: 'Activer cet avis\u00a0?',
      disableTitle: 'Désactiver cet avis\u00a0?',
      enableIntro:
        'Les membres verront de nouveau l’avis et il compte de nouveau dans la moyenne. Ses signalements ouverts sont refusés.',
      disableIntro:
        'Les membres ne verront plus cet avis de %{name}, et il sort de la moyenne. Ses signalements ouverts sont marqués comme traités, et l’auteur est avisé.',
      enableReason: 'Veuillez indiquer la raison de l’activation de cet avis.',
      disableReason: 'Veuillez indiquer la raison de la désactivation de cet avis.',
      enabledDone: 'Avis activé.',
      disabledDone: 'Avis désactivé.',
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
