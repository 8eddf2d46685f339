import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The admin-accounts resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Compte administrateur |||| Comptes administrateurs',
    fields: {
      email: 'Administrateur',
      role: 'Rôle',
      status: 'Statut',
      invitedBy: 'Invité par',
      lastLogin: 'Dernière connexion',
      id: 'Actions',
    },
    filters: {
      status: 'Statut',
      roleId: 'Rôle',
      q: 'Rechercher un courriel ou un nom',
    },
  },
  screens: {
    title: 'Comptes administrateurs',
    never: 'Jamais',
    noRole: 'Aucun rôle',
  },
} satisfies {
  resource: ConsoleMessages['resources']['admin-accounts'];
  screens: ConsoleMessages['console']['admin-accounts'];
};
