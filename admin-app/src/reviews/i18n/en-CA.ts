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
