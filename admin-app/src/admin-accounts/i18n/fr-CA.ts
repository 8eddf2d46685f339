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
      accountId: 'Identifiant',
      name: 'Nom',
      emailAddress: 'Courriel',
      mobileNumber: 'Numéro de cellulaire',
      invitedByEmail: 'Invité par (courriel)',
      invitedAt: 'Invitation',
      inviteExpiresAt: 'Expiration de l’invitation',
      createdAt: 'Création',
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
    status: {
      INVITED: 'Invité',
      ACTIVE: 'Actif',
      SUSPENDED: 'Suspendu',
      DEACTIVATED: 'Désactivé',
    },
    invite: 'Inviter un administrateur',
    chooseRole: 'Choisissez un rôle d’administrateur.',
    inviteTitle: 'Inviter un administrateur',
    inviteIntro:
      'Nous envoyons par courriel un lien pour choisir un mot de passe et remplir un profil. Il ne sert qu’une fois, pendant %{days} jours. Inviter une adresse déjà invitée envoie un nouveau lien\u00a0; le précédent cesse de fonctionner.',
    sendInvitation: 'Envoyer l’invitation',
    rolesFailed: 'Les rôles n’ont pas pu être chargés\u00a0: %{error}',
    email: 'Courriel',
    role: 'Rôle',
    firstNameOptional: 'Prénom (facultatif)',
    lastNameOptional: 'Nom (facultatif)',
    invitationSent: 'Invitation envoyée à %{email}.',
    updated: 'Compte administrateur mis à jour.',
    chooseOtherRole: 'Choisissez un autre rôle que le rôle actuel.',
    changeRole: 'Changer le rôle',
    changeRoleOf: 'Changer le rôle de %{name}',
    changeRoleTitle: 'Changer le rôle de %{name}\u00a0?',
    roleNow: 'Le rôle actuel de %{name} est %{role}. Le nouveau rôle s’applique à sa prochaine requête.',
    noRoleNow: '%{name} n’a pas de rôle pour le moment. Le nouveau rôle s’applique à sa prochaine requête.',
    newRole: 'Nouveau rôle',
    deactivate: 'Désactiver',
    reactivate: 'Réactiver',
    deactivateName: 'Désactiver %{name}',
    reactivateName: 'Réactiver %{name}',
    deactivateTitle: 'Désactiver %{name}\u00a0?',
    reactivateTitle: 'Réactiver %{name}\u00a0?',
    deactivateText:
      '%{name} est déconnecté partout à la fois et ne peut plus se connecter avant d’être réactivé.',
    deactivateInvitedText:
      '%{name} est déconnecté partout à la fois et ne peut plus se connecter avant d’être réactivé. Son lien d’invitation cesse de fonctionner.',
    reactivateText: '%{name} peut se connecter de nouveau avec son rôle.',
    you: '(vous)',
  },
} satisfies {
  resource: ConsoleMessages['resources']['admin-accounts'];
  screens: ConsoleMessages['console']['admin-accounts'];
};
