import type { SocialNetwork } from '@barterbits/contracts';

/** Labels of the social links, in the order of SOCIAL_NETWORKS. */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  website: 'Website',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  telegram: 'Telegram',
  x: 'X',
  linkedin: 'LinkedIn',
};
