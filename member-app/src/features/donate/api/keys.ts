/** react-query keys of the donate feature. */
export const donateKeys = {
  all: ['donations'] as const,
  fund: () => [...donateKeys.all, 'fund'] as const,
  history: () => [...donateKeys.all, 'history'] as const,
};
