/**
 * The referrals resource's words in English (react-admin's message format): `resource` is its
 * `resources.referrals.*` (name, fields, filters), `screens` its `console.referrals.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Referral |||| Referrals',
    fields: {
      createdAt: 'Created',
      referrer: {
        displayName: 'Referrer',
      },
      inviteeEmail: 'Friend',
      state: 'State',
      rewardCents: 'Reward',
      rewardedAt: 'Rewarded',
      voidReason: 'Void reason',
    },
    filters: {
      state: 'State',
      referrerId: 'Referrer',
      from: 'Created from',
      to: 'Created to',
      q: 'Search name or e-mail',
    },
  },
  screens: {
    void: {
      button: 'Void',
      title: 'Void this referral?',
      text: '%{name} will not be rewarded for this invitation, now or later. They see the reason you give. This cannot be undone.',
      confirm: 'Void referral',
      reasonMissing: 'Please give the reason for voiding this referral.',
      done: 'Referral voided.',
    },
    show: {
      titleBy: 'Referral by %{name}',
      source: { EMAIL: 'E-mail invitation', LINK: 'Invite link or code' },
      void: 'Void.',
      voidBecause: 'Void: %{reason}',
      voidedBy: ' (by %{name})',
      referrer: 'Referrer',
      inviteCode: 'Invite code',
      friend: 'Friend',
      invitedAddress: 'Invited address',
      state: 'State',
      reward: 'Reward',
      rewardTransaction: 'Reward transaction',
      created: 'Created',
      invited: 'Invited',
      signedUp: 'Signed up',
      qualified: 'Qualified',
      rewarded: 'Rewarded',
      voided: 'Voided',
      referral: 'Referral',
      steps: 'Steps',
    },
    title: 'Referrals',
    state: {
      INVITED: 'Invited',
      REGISTERED: 'Signed up',
      QUALIFIED: 'Qualified',
      REWARDED: 'Rewarded',
      VOID: 'Void',
    },
  },
};
