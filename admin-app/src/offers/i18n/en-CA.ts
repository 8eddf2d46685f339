/**
 * The offers resource's words in English (react-admin's message format): `resource` is its
 * `resources.offers.*` (name, fields, filters), `screens` its `console.offers.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Offer |||| Offers',
    fields: {
      title: 'Title',
      category: 'Category',
      status: 'Status',
      priceCents: 'Price',
      seller: {
        displayName: 'Seller',
      },
      openReports: 'Open reports',
      createdAt: 'Created',
    },
    filters: {
      status: 'Status',
      category: 'Category',
      reported: 'With open reports',
      q: 'Search title, text or seller e-mail',
    },
  },
  screens: {
    show: {
      status: 'Status',
      seller: 'Seller',
      category: 'Category',
      price: 'Price',
      priceType: 'Price type',
      location: 'Location',
      video: 'Video',
      created: 'Created',
      published: 'Published',
      statusChanged: 'Status changed',
      actionSummary: 'Action summary',
      photos: 'Photos',
      reports: 'Reports',
      offer: 'Offer',
      description: 'Description',
    },
    title: 'Offers',
    status: {
      DRAFT: 'Draft',
      ACTIVE: 'Active',
      PAUSED: 'Paused',
      DELETE: 'Deleted',
      ARCHIVE: 'Archived',
      DEACTIVATED: 'Deactivated',
      DISABLED: 'Disabled',
      FAVOURITE: 'Favourite',
    },
    reportStatus: { OPEN: 'Open', DECLINED: 'Dismissed', ACTIONED: 'Actioned' },
    allButDeleted: 'All but deleted',
    offerStatus: 'Offer status',
  },
};
