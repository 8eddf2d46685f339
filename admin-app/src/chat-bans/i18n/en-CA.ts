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
    list: { permanent: 'Permanent', actions: 'Actions' },
    lift: {
      button: 'Lift ban',
      titleOf: 'Lift the chat ban of %{name}?',
      text: '%{name} can send and read chat messages again at once. They are not added back to the groups they were removed from.',
      done: 'The ban has been lifted.',
    },
    ban: {
      banMember: 'Ban a member',
      banSender: 'Ban sender from chat',
      titleOf: 'Ban %{name} from chat?',
      title: 'Ban a member from chat?',
      theMember: 'The member',
      text: '%{name} will be removed from every group at once and cannot send or read chat messages until the ban ends.',
      replaces: ' Their current chat ban is replaced by this one.',
      recorded: ' This is recorded with your name and the reason.',
      confirm: 'Ban from chat',
      reasonMissing: 'Please give the reason for this ban.',
      memberMissing: 'Please choose the member to ban.',
      duration: 'Duration',
      durations: { DAY: '1 day', WEEK: '7 days', MONTH: '30 days', PERMANENT: 'Permanent' },
      done: 'The member has been banned from chat.',
    },
    title: 'Chat bans',
  },
};
