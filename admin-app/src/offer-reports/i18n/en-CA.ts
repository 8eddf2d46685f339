/**
 * The offer-reports resource's words in English (react-admin's message format): `resource` is its
 * `resources.offer-reports.*` (name, fields, filters), `screens` its `console.offer-reports.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Offer report |||| Offer reports',
    fields: {
      createdAt: 'Reported',
      offerTitle: 'Offer',
      offerStatus: 'Offer status',
      reasonLabel: 'Reason',
      details: 'Details',
      sellerName: 'Seller',
      reporterName: 'Reporter',
      status: 'Status',
      id: 'ID',
      offerId: 'Offer ID',
      sellerId: 'Seller ID',
      reporterId: 'Reporter ID',
      reporterEmail: 'Reporter email',
      resolvedAt: 'Resolved',
      resolutionNote: 'Resolution note',
    },
    filters: {
      status: 'Status',
      reason: 'Reason',
    },
  },
  screens: {
    title: 'Offer reports',
  },
};
