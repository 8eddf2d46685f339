/**
 * The feedback resource's words in English (react-admin's message format): `resource` is its
 * `resources.feedback.*` (name, fields, filters), `screens` its `console.feedback.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Feedback |||| Feedback',
    fields: {
      createdAt: 'Sent',
      kind: 'Kind',
      subject: 'Subject or message',
      senderName: 'Sender',
      rating: 'Rating',
      screenshotUrl: 'Screenshot',
      status: 'Status',
    },
    filters: {
      status: 'Status',
      kind: 'Kind',
      from: 'Sent from',
      to: 'Sent to',
      userId: 'Member',
      q: 'Search subject, message, name or email',
    },
  },
  screens: {
    title: 'Feedback',
    kind: { FEEDBACK: 'Feedback', SUGGESTION: 'Suggestion', PROBLEM: 'Problem', ISSUE: 'Issue' },
    status: { NEW: 'New', IN_PROGRESS: 'In progress', ANSWERED: 'Answered', CLOSED: 'Closed' },
    unanswered: 'Unanswered',
  },
};
