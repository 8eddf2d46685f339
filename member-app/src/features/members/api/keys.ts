import { offerKeys } from '../../../lib/query-keys.ts';

/** react-query keys of the members feature (find members, profiles, their hearts). */
export const membersKeys = {
  all: ['members'] as const,
  find: (kind: 'personal' | 'business', filters: object) => ['members', 'find', kind, filters] as const,
  profile: (id: string) => ['members', 'profile', id] as const,
  /** The review summary and eligibility change when a review is written: they start with ['reviews']. */
  summary: (id: string) => ['reviews', 'summary', id, 'received'] as const,
  eligibility: (id: string) => ['reviews', 'eligible', id] as const,
  /** Under offerKeys.all, so a favourite toggle on a card refreshes them too. */
  offers: (id: string) => [...offerKeys.all, 'member-profile', id] as const,
  /** The member's active wants (their profile). */
  wants: (id: string) => ['members', 'wants', id] as const,
  businessCategories: ['business-categories'] as const,
};
