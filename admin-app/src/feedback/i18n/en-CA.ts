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
    show: {
      subject: 'Subject',
      message: 'Message',
      stepsToReproduce: 'Steps to reproduce',
      rating: 'Rating',
      screenshot: 'Screenshot',
      name: 'Name',
      account: 'Account',
      email: 'Email',
      sent: 'Sent',
      page: 'Page',
      appVersion: 'App version',
      browser: 'Browser',
      status: 'Status',
      answer: 'Answer',
      answered: 'Answered',
      answeredBy: 'Answered by',
      internalNoteAdminsOnly: 'Internal note (admins only)',
      lastChange: 'Last change',
      sender: 'Sender',
      context: 'Context',
      handling: 'Handling',
    },
    title: 'Feedback',
    kind: { FEEDBACK: 'Feedback', SUGGESTION: 'Suggestion', PROBLEM: 'Problem', ISSUE: 'Issue' },
    status: { NEW: 'New', IN_PROGRESS: 'In progress', ANSWERED: 'Answered', CLOSED: 'Closed' },
    unanswered: 'Unanswered',
  },
};
