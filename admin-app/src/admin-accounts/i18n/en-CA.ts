/**
 * The admin-accounts resource's words in English (react-admin's message format): `resource` is its
 * `resources.admin-accounts.*` (name, fields, filters), `screens` its `console.admin-accounts.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Admin account |||| Admin accounts',
    fields: {
      email: 'Admin',
      role: 'Role',
      status: 'Status',
      invitedBy: 'Invited by',
      lastLogin: 'Last sign-in',
      id: 'Actions',
    },
    filters: {
      status: 'Status',
      roleId: 'Role',
      q: 'Search email or name',
    },
  },
  screens: {
    title: 'Admin accounts',
    never: 'Never',
    noRole: 'No role',
    status: {
      INVITED: 'Invited',
      ACTIVE: 'Active',
      SUSPENDED: 'Suspended',
      DEACTIVATED: 'Deactivated',
    },
    invite: 'Invite admin',
    chooseRole: 'Choose an admin role.',
    inviteTitle: 'Invite an admin',
    inviteIntro:
      'We e-mail a link to set a password and a profile. It works once, for %{days} days. Inviting an address already invited sends a new link; the earlier one stops working.',
    sendInvitation: 'Send invitation',
    rolesFailed: 'The roles could not be loaded: %{error}',
    email: 'Email',
    role: 'Role',
    firstNameOptional: 'First name (optional)',
    lastNameOptional: 'Last name (optional)',
    invitationSent: 'Invitation sent to %{email}.',
    updated: 'Admin account updated.',
    chooseOtherRole: 'Choose a role other than the current one.',
    changeRole: 'Change role',
    changeRoleOf: 'Change role of %{name}',
    changeRoleTitle: 'Change the role of %{name}?',
    roleNow: '%{name} is a %{role} now. The new role applies to their next call.',
    noRoleNow: '%{name} is without a role now. The new role applies to their next call.',
    newRole: 'New role',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    deactivateName: 'Deactivate %{name}',
    reactivateName: 'Reactivate %{name}',
    deactivateTitle: 'Deactivate %{name}?',
    reactivateTitle: 'Reactivate %{name}?',
    deactivateText: '%{name} is signed out everywhere at once and cannot sign in until reactivated.',
    deactivateInvitedText:
      '%{name} is signed out everywhere at once and cannot sign in until reactivated. Their invitation link stops working.',
    reactivateText: '%{name} can sign in again with their role.',
    you: '(you)',
  },
};
