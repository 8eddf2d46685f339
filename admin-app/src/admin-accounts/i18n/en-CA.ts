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
  },
};
