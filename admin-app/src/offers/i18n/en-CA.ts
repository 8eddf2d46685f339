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
    moderation: {
      enable: 'Enable',
      disable: 'Disable',
      enableTitle: 'Enable this offer?',
      enableConfirm: 'Enable offer',
      enableText:
        'The offer goes back to the status it had before it was disabled, or to Paused so its owner can review it first.',
      restoreAs: 'Restore as',
      disableTitle: 'Disable this offer?',
      disableConfirm: 'Disable offer',
      disableText:
        'Members will no longer see “%{title}”, and its owner cannot change it. Its open reports are marked as actioned. The owner sees the reason.',
      reasonMissing: 'Please give the reason for disabling this offer.',
      enabled: 'Offer enabled (%{status}).',
      disabled: 'Offer disabled.',
      dismiss: 'Dismiss reports',
      dismissTitle: 'Dismiss the open reports?',
      dismissText:
        'The %{smart_count} open report of this offer will be marked as dismissed; the offer stays as it is. |||| The %{smart_count} open reports of this offer will be marked as dismissed; the offer stays as it is.',
      note: 'Note (optional)',
      dismissed: 'The reports of this offer have been dismissed.',
    },
  },
};
