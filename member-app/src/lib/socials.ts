import { SOCIAL_NETWORKS, type SocialNetwork, type TSocialLinks } from '@barterbits/contracts';

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

/**
 * The links a profile shows, in the spec's order: only https addresses (spec §5: social URLs start with
 * https://), and the website once (a business's own website wins over the socials' one).
 */
export const profileLinks = (
  socials: TSocialLinks,
  businessWebsite: string | null | undefined,
): { key: SocialNetwork; label: string; href: string }[] =>
  SOCIAL_NETWORKS.map((key) => ({
    key,
    label: SOCIAL_LABELS[key],
    href: (key === 'website' ? businessWebsite || socials.website : socials[key]) ?? '',
  })).filter((l) => /^https:\/\/[^\s]+$/i.test(l.href));
