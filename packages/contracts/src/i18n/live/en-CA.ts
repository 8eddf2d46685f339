/**
 * The live socket's refusal frames a member may be shown, in Canadian English (the socket's other
 * refusals name a broken frame, for developers, and stay English). Only the server reads this catalog.
 */
import { defineCatalog } from '../catalog.ts';

export default defineCatalog({
  'live.refusal.tooManyFrames': 'Too many frames: slow down.',
  'live.refusal.cannotWrite': 'You cannot write in this channel.',
  'live.refusal.internal': 'Something went wrong. Please try again.',
});
