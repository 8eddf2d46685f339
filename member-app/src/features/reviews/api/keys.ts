/** react-query keys of the reviews feature. Every key starts with `reviewKeys.all`. */
export const reviewKeys = {
  all: ['reviews'] as const,
  /** Every hearts summary (a review written, edited or deleted changes its author's and its subject's). */
  summaries: () => [...reviewKeys.all, 'summary'] as const,
  /** A member's hearts summary: received, or given. */
  summary: (userId: string, given = false) =>
    [...reviewKeys.summaries(), userId, given ? 'given' : 'received'] as const,
  /** Every list of reviews (received and given, of every member). */
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (userId: string, given: boolean) =>
    [...reviewKeys.lists(), userId, given ? 'given' : 'received'] as const,
  /** One review (the edit, reply and report pages). */
  one: (id: string) => [...reviewKeys.all, 'one', id] as const,
  /** The caller's purchases with a member still open for a review. */
  eligible: (userId: string) => [...reviewKeys.all, 'eligible', userId] as const,
  /**
   * The public profile of the member whose reviews a page shows (GET /user/member-profile/{id}). The
   * members feature reads the same call under this key (its `membersKeys.profile`): the cache is shared,
   * and a review written, edited or deleted here refreshes the rating the profile shows.
   */
  member: (userId: string) => ['members', 'profile', userId] as const,
};
