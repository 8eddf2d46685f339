import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The feedback resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Commentaire |||| Commentaires',
    fields: {
      createdAt: 'Envoyé le',
      kind: 'Type',
      subject: 'Objet ou message',
      senderName: 'Expéditeur',
      rating: 'Note',
      screenshotUrl: 'Capture d’écran',
      status: 'Statut',
    },
    filters: {
      status: 'Statut',
      kind: 'Type',
      from: 'Envoyé du',
      to: 'Envoyé au',
      userId: 'Membre',
      q: 'Rechercher un objet, un message, un nom ou un courriel',
    },
  },
  screens: {
    show: {
      subject: 'Objet',
      message: 'Message',
      stepsToReproduce: 'Étapes pour reproduire',
      rating: 'Note',
      screenshot: 'Capture d’écran',
      name: 'Nom',
      account: 'Compte',
      email: 'Courriel',
      sent: 'Envoyé le',
      page: 'Page',
      appVersion: 'Version de l’application',
      browser: 'Navigateur',
      status: 'Statut',
      answer: 'Réponse',
      answered: 'Répondu le',
      answeredBy: 'Répondu par',
      internalNoteAdminsOnly: 'Note interne (administrateurs seulement)',
      lastChange: 'Dernière modification',
      sender: 'Expéditeur',
      context: 'Contexte',
      handling: 'Traitement',
    },
    title: 'Commentaires',
    kind: { FEEDBACK: 'Commentaire', SUGGESTION: 'Suggestion', PROBLEM: 'Problème', ISSUE: 'Anomalie' },
    status: { NEW: 'Nouveau', IN_PROGRESS: 'En cours', ANSWERED: 'Répondu', CLOSED: 'Fermé' },
    unanswered: 'Sans réponse',
  },
} satisfies {
  resource: ConsoleMessages['resources']['feedback'];
  screens: ConsoleMessages['console']['feedback'];
};
