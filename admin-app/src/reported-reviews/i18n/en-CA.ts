/**
 * The reported-reviews resource's words in English (react-admin's message format): `resource` is its
 * `resources.reported-reviews.*` (name, fields, filters), `screens` its `console.reported-reviews.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Reported review |||| Reported reviews',
    fields: {
      lastReportedAt: 'Last reported',
      openReports: 'Open reports',
      reports: 'Reports',
      reasons: 'Reasons',
      hearts: 'Hearts',
      text: 'Review',
      author: {
        displayName: 'Author',
      },
      subject: {
        displayName: 'About',
      },
      enabled: 'State',
      reviewId: 'Review ID',
      authorId: 'Author ID',
      authorName: 'Author',
      subjectId: 'About (ID)',
      subjectName: 'About',
      barterReference: 'Barter reference',
      offerTitle: 'Offer',
      amountBits: 'Amount (BITS)',
      disabledReason: 'Disabled because',
      disabledAt: 'Disabled',
      createdAt: 'Created',
    },
    filters: {
      status: 'Reports',
      statusEmpty: 'With open reports',
      statusAll: 'Every reported review',
    },
  },
  screens: {
    /** One reason and how many reports give it, in the list and the export: "It's spam: 2". */
    reasonCount: '%{reason}: %{count}',
    view: {
      titleOf: 'Reported review of %{subject}',
      reportedReview: 'Reported review',
      loading: 'Loading the reports…',
      none: 'No reports.',
      reports: 'Reports',
      reported: 'Reported',
      reporter: 'Reporter',
      reason: 'Reason',
      details: 'Details',
      status: 'Status',
      resolved: 'Resolved',
      reportStatus: { OPEN: 'Open', DECLINED: 'Declined', ACTIONED: 'Actioned' },
    },
    show: {
      reports: 'Reports',
    },
    title: 'Reported reviews',
  },
};
