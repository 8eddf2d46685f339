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
    },
    filters: {
      status: 'Reports',
      statusEmpty: 'With open reports',
      statusAll: 'Every reported review',
    },
  },
  screens: {
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
