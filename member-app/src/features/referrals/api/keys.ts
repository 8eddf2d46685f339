/** react-query keys of the referrals feature (everything it caches starts with ['referrals']). */
export const referralKeys = {
  all: ['referrals'] as const,
  summary: () => [...referralKeys.all, 'summary'] as const,
  invites: () => [...referralKeys.all, 'invites'] as const,
};
