import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The referrals resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Parrainage |||| Parrainages',
    fields: {
      createdAt: 'Création',
      referrer: {
        displayName: 'Parrain ou marraine',
      },
      inviteeEmail: 'Filleul ou filleule',
      state: 'État',
      rewardCents: 'Récompense',
      rewardedAt: 'Récompensé le',
      voidReason: 'Raison de l’annulation',
    },
    filters: {
      state: 'État',
      referrerId: 'Parrain ou marraine',
      from: 'Créé du',
      to: 'Créé au',
      q: 'Rechercher un nom ou un courriel',
    },
  },
  screens: {
    void: {
      button: 'Annuler',
      title: 'Annuler ce parrainage\u00a0?',
      text: '%{name} ne sera pas récompensé pour cette invitation, ni maintenant ni plus tard. La raison que vous donnez lui sera visible. Cette action est définitive.',
      confirm: 'Annuler le parrainage',
      reasonMissing: 'Veuillez indiquer la raison de l’annulation de ce parrainage.',
      done: 'Parrainage annulé.',
    },
    show: {
      titleBy: 'Parrainage par %{name}',
      source: { EMAIL: 'Invitation par courriel', LINK: 'Lien ou code d’invitation' },
      void: 'Annulé.',
      voidBecause: 'Annulé\u00a0: %{reason}',
      voidedBy: ' (par %{name})',
      referrer: 'Parrain ou marraine',
      inviteCode: 'Code d’invitation',
      friend: 'Filleul ou filleule',
      invitedAddress: 'Adresse invitée',
      state: 'État',
      reward: 'Récompense',
      rewardTransaction: 'Transaction de la récompense',
      created: 'Création',
      invited: 'Invité',
      signedUp: 'Inscrit',
      qualified: 'Admissible',
      rewarded: 'Récompensé',
      voided: 'Annulé',
      referral: 'Parrainage',
      steps: 'Étapes',
    },
    title: 'Parrainages',
    state: {
      INVITED: 'Invité',
      REGISTERED: 'Inscrit',
      QUALIFIED: 'Admissible',
      REWARDED: 'Récompensé',
      VOID: 'Annulé',
    },
  },
} satisfies {
  resource: ConsoleMessages['resources']['referrals'];
  screens: ConsoleMessages['console']['referrals'];
};
