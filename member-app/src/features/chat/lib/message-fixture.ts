import type { TChatMessage } from '@barterbits/contracts';

/** A chat message for tests: text `text <seq>` from another member in channel c1, a minute apart by seq. */
export const chatMessage = (seq: number, over: Partial<TChatMessage> = {}): TChatMessage => ({
  id: `m${seq}`,
  channelId: 'c1',
  seq,
  kind: 'TEXT',
  sender: { id: 'other', displayName: 'Priya S.', profilePhoto: null },
  clientId: null,
  text: `text ${seq}`,
  image: null,
  offer: null,
  createdAt: new Date(Date.UTC(2026, 10, 26, 10, seq)).toISOString(),
  ...over,
});
