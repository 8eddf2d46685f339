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
