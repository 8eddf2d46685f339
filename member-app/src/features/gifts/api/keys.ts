/** react-query keys of the gifts feature. */
export const giftKeys = {
  all: ['gifts'] as const,
  sent: () => [...giftKeys.all, 'sent'] as const,
  received: () => [...giftKeys.all, 'received'] as const,
  one: (id: string) => [...giftKeys.all, 'one', id] as const,
  email: (email: string) => [...giftKeys.all, 'validate-email', email] as const,
};
