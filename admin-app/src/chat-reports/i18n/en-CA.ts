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
