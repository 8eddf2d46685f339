/** react-query keys of the chat feature (everything chat starts with ['chat']). */
export const chatKeys = {
  all: ['chat'] as const,
  channels: ['chat', 'channels'] as const,
  channel: (id: string) => ['chat', 'channel', id] as const,
  details: (id: string) => ['chat', 'channel', id, 'details'] as const,
  messages: (id: string) => ['chat', 'channel', id, 'messages'] as const,
  members: (id: string) => ['chat', 'channel', id, 'members'] as const,
  bans: (id: string) => ['chat', 'channel', id, 'bans'] as const,
  memberSearch: (userId: string, search: string) => ['chat', 'member-search', userId, search] as const,
  image: (url: string) => ['chat', 'image', url] as const,
};
