/**
 * The reviews resource's words in English (react-admin's message format): `resource` is its
 * `resources.reviews.*` (name, fields, filters), `screens` its `console.reviews.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Review |||| Reviews',
    fields: {
      createdAt: 'Posted',
      hearts: 'Hearts',
      author: {
        displayName: 'Author',
      },
      subject: {
        displayName: 'About',
      },
      text: 'Review',
      trade: {
        offerTitle: 'Trade',
      },
      likes: 'Likes',
      dislikes: 'Dislikes',
      openReports: 'Open reports',
      enabled: 'State',
    },
    filters: {
      hearts: 'Hearts',
      reported: 'Open reports',
      enabled: 'Enabled',
    },
  },
  screens: {
    view: {
      titleOf: 'Review of %{subject} by %{author}',
      review: 'Review',
      loadingSummary: 'Loading the action summary',
      summaryFailed: 'The action summary could not be loaded: %{error}',
      likes: 'Likes',
      dislikes: 'Dislikes',
      votesCast: 'Votes cast',
      reports: 'Reports',
      openReports: 'Open reports',
      reply: 'Reply',
      yes: 'Yes',
      no: 'No',
      loadingVotes: 'Loading the vote history',
      votesFailed: 'The vote history could not be loaded: %{error}',
      noVotes: 'No votes yet.',
      history: 'Like / dislike history',
      date: 'Date',
      member: 'Member',
      vote: 'Vote',
    },
    show: {
      author: 'Author',
      about: 'About',
      hearts: 'Hearts',
      posted: 'Posted',
      edited: 'Edited',
      trade: 'Trade',
      verifiedBarterOf: 'Verified barter of',
      barterReference: 'Barter reference',
      barterAccepted: 'Barter accepted',
      review: 'Review',
      text: 'Text',
      reply: 'Reply',
      actionSummary: 'Action summary',
      likeDislikeHistory: 'Like / dislike history',
    },
    title: 'Reviews',
  },
};
