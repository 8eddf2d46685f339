/**
 * The chat-reports resource's words in English (react-admin's message format): `resource` is its
 * `resources.chat-reports.*` (name, fields, filters), `screens` its `console.chat-reports.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Reported message |||| Reported messages',
    fields: {
      createdAt: 'Reported',
      reason: 'Reason',
      messageText: 'Message',
      sender: {
        name: 'Sender',
      },
      reporter: {
        name: 'Reporter',
      },
      channelName: 'Conversation',
      channelFrozen: 'Frozen',
      messageReports: 'Reports',
      status: 'Status',
    },
    filters: {
      status: 'Status',
      reason: 'Reason',
      from: 'Reported from',
      to: 'Reported to',
      senderId: 'Sender',
      reporterId: 'Reporter',
      channelId: 'Conversation id',
      statusEmpty: 'Open',
    },
  },
  screens: {
    actions: {
      freeze: 'Freeze conversation',
      unfreeze: 'Unfreeze conversation',
      groupFrozen: 'Only the group’s operators can send messages while it is frozen.',
      directFrozen: 'Neither member can send messages while it is frozen.',
      unfrozen: 'Its members can send messages again.',
      freezeIntro:
        '%{effect} The members see a message from our team. This is recorded with your name and the reason.',
      frozenDone: 'The conversation has been frozen.',
      unfrozenDone: 'The conversation is no longer frozen.',
      freezeTitle: 'Freeze this conversation?',
      unfreezeTitle: 'Unfreeze this conversation?',
      reason: 'Reason',
      freezeMissing: 'Please give the reason for freezing this conversation.',
      unfreezeMissing: 'Please give the reason for unfreezing this conversation.',
      markActioned: 'Mark actioned',
      markActionedTitle: 'Mark this report actioned?',
      markActionedIntro:
        'The report is closed as acted on (for example after a ban or a freeze). This is recorded with your name.',
      decline: 'Decline report',
      declineTitle: 'Decline this report?',
      declineIntro:
        'The report is closed with nothing done: the message breaks no rule. This is recorded with your name.',
      declined: 'The report has been declined.',
      actioned: 'The report has been marked as actioned.',
      note: 'Note (optional)',
    },
    show: {
      sender: 'Sender',
      sent: 'Sent',
      conversation: 'Conversation',
      frozen: 'Frozen',
      content: 'Content',
      reportsOfThisMessage: 'Reports of this message',
      otherReports: 'Other reports',
      reporter: 'Reporter',
      reported: 'Reported',
      reason: 'Reason',
      details: 'Details',
      status: 'Status',
      resolved: 'Resolved',
      resolvedBy: 'Resolved by',
      message: 'Message',
      report: 'Report',
    },
    title: 'Reported messages',
    status: { OPEN: 'Open', DECLINED: 'Declined', ACTIONED: 'Actioned', ALL: 'All' },
  },
};
