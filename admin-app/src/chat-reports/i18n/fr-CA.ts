import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The chat-reports resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Message signalé |||| Messages signalés',
    fields: {
      createdAt: 'Signalé le',
      reason: 'Raison',
      messageText: 'Message',
      sender: {
        name: 'Expéditeur',
      },
      reporter: {
        name: 'Signalé par',
      },
      channelName: 'Conversation',
      channelFrozen: 'Gelée',
      messageReports: 'Signalements',
      status: 'Statut',
    },
    filters: {
      status: 'Statut',
      reason: 'Raison',
      from: 'Signalé du',
      to: 'Signalé au',
      senderId: 'Expéditeur',
      reporterId: 'Signalé par',
      channelId: 'Identifiant de la conversation',
      statusEmpty: 'Ouvert',
    },
  },
  screens: {
    actions: {
      freeze: 'Geler la conversation',
      unfreeze: 'Dégeler la conversation',
      groupFrozen: 'Seuls les responsables du groupe peuvent envoyer des messages pendant qu’il est gelé.',
      directFrozen: 'Aucun des deux membres ne peut envoyer de messages pendant qu’elle est gelée.',
      unfrozen: 'Ses membres peuvent de nouveau envoyer des messages.',
      freezeIntro:
        '%{effect} Les membres voient un message de notre équipe. Cette action est consignée avec votre nom et la raison.',
      frozenDone: 'La conversation a été gelée.',
      unfrozenDone: 'La conversation n’est plus gelée.',
      freezeTitle: 'Geler cette conversation\u00a0?',
      unfreezeTitle: 'Dégeler cette conversation\u00a0?',
      reason: 'Raison',
      freezeMissing: 'Veuillez indiquer la raison du gel de cette conversation.',
      unfreezeMissing: 'Veuillez indiquer la raison du dégel de cette conversation.',
      markActioned: 'Marquer comme traité',
      markActionedTitle: 'Marquer ce signalement comme traité\u00a0?',
      markActionedIntro:
        'Le signalement est fermé comme ayant mené à une mesure (par exemple après une exclusion ou un gel). Cette action est consignée avec votre nom.',
      decline: 'Rejeter le signalement',
      declineTitle: 'Rejeter ce signalement\u00a0?',
      declineIntro:
        'Le signalement est fermé sans suite\u00a0: le message n’enfreint aucune règle. Cette action est consignée avec votre nom.',
      declined: 'Le signalement a été rejeté.',
      actioned: 'Le signalement a été marqué comme traité.',
      note: 'Note (facultative)',
    },
    show: {
      sender: 'Expéditeur',
      sent: 'Envoyé le',
      conversation: 'Conversation',
      frozen: 'Gelée',
      content: 'Contenu',
      reportsOfThisMessage: 'Signalements de ce message',
      otherReports: 'Autres signalements',
      reporter: 'Signalé par',
      reported: 'Signalé le',
      reason: 'Raison',
      details: 'Détails',
      status: 'Statut',
      resolved: 'Résolu le',
      resolvedBy: 'Résolu par',
      message: 'Message',
      report: 'Signalement',
    },
    title: 'Messages signalés',
    status: { OPEN: 'Ouvert', DECLINED: 'Rejeté', ACTIONED: 'Traité', ALL: 'Tous' },
  },
} satisfies {
  resource: ConsoleMessages['resources']['chat-reports'];
  screens: ConsoleMessages['console']['chat-reports'];
};
