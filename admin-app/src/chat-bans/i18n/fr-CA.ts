import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The chat-bans resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Exclusion du clavardage |||| Exclusions du clavardage',
    fields: {
      member: {
        displayName: 'Membre',
      },
      reason: 'Raison',
      until: 'Jusqu’au',
      bannedBy: {
        displayName: 'Exclu par',
      },
      createdAt: 'Création',
    },
  },
  screens: {
    list: { permanent: 'Permanent', actions: 'Actions' },
    lift: {
      button: 'Lever le bannissement',
      titleOf: 'Lever le bannissement du clavardage de %{name}\u00a0?',
      text: '%{name} peut de nouveau envoyer et lire des messages de clavardage, dès maintenant. Ce membre n’est pas rajouté aux groupes dont il a été retiré.',
      done: 'Le bannissement a été levé.',
    },
    ban: {
      banMember: 'Exclure un membre',
      banSender: 'Exclure l’expéditeur du clavardage',
      titleOf: 'Exclure %{name} du clavardage\u00a0?',
      title: 'Exclure un membre du clavardage\u00a0?',
      theMember: 'Le membre',
      text: '%{name} sera retiré de tous les groupes à la fois et ne pourra ni envoyer ni lire de messages avant la fin de l’exclusion.',
      replaces: ' Son exclusion actuelle est remplacée par celle-ci.',
      recorded: ' Cette action est consignée avec votre nom et la raison.',
      confirm: 'Exclure du clavardage',
      reasonMissing: 'Veuillez indiquer la raison de cette exclusion.',
      memberMissing: 'Veuillez choisir le membre à exclure.',
      duration: 'Durée',
      durations: { DAY: '1 jour', WEEK: '7 jours', MONTH: '30 jours', PERMANENT: 'Permanente' },
      done: 'Le membre a été exclu du clavardage.',
    },
    title: 'Exclusions du clavardage',
  },
} satisfies {
  resource: ConsoleMessages['resources']['chat-bans'];
  screens: ConsoleMessages['console']['chat-bans'];
};
