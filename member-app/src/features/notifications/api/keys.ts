/** react-query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => [...notificationKeys.all, 'list', userId] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
