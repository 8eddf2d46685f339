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
    title: 'Messages signalés',
    status: { OPEN: 'Ouvert', DECLINED: 'Rejeté', ACTIONED: 'Traité', ALL: 'Tous' },
  },
} satisfies {
  resource: ConsoleMessages['resources']['chat-reports'];
  screens: ConsoleMessages['console']['chat-reports'];
};
