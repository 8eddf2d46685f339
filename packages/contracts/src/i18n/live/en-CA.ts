/**
 * The live socket's refusal frames a member may be shown, in Canadian English (the socket's other
 * refusals name a broken frame, for developers, and stay English). Only the server reads this catalog.
 */
import { defineCatalog } from '../catalog.ts';

export default defineCatalog({
  'live.refusal.tooManyFrames': 'Too many frames: slow down.',
  'live.refusal.cannotWrite': 'You cannot write in this channel.',
  'live.refusal.internal': 'Something went wrong. Please try again.',
  // A group's events, written once in English (chat.channels.ts, chat.moderation.ts), worded per reader.
  'live.system.created': '{name} created the group "{group}".',
  'live.system.added': '{name} added {names}.',
  'live.system.left': '{name} left the group.',
  'live.system.removed': '{name} was removed from the group.',
  'live.system.frozen': '{name} froze the group: only operators can send messages.',
  'live.system.unfrozen': '{name} unfroze the group.',
  'live.system.teamFrozen': 'Our team froze this conversation: only operators can send messages.',
  'live.system.teamUnfrozen': 'Our team unfroze this conversation.',
});
