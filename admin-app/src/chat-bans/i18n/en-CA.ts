/**
 * The chat-bans resource's words in English (react-admin's message format): `resource` is its
 * `resources.chat-bans.*` (name, fields, filters), `screens` its `console.chat-bans.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Chat ban |||| Chat bans',
    fields: {
      member: {
        displayName: 'Member',
      },
      reason: 'Reason',
      until: 'Until',
      bannedBy: {
        displayName: 'Banned by',
      },
      createdAt: 'Created',
    },
  },
  screens: {
    title: 'Chat bans',
  },
};
