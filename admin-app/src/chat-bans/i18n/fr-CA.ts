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
    title: 'Exclusions du clavardage',
  },
} satisfies {
  resource: ConsoleMessages['resources']['chat-bans'];
  screens: ConsoleMessages['console']['chat-bans'];
};
