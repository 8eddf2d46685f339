import { api } from '../../../lib/api.ts';

/** GET /feedback/challenge: a fresh proof-of-work challenge (one per send: each is accepted once). */
export const getFeedbackChallenge = async () => (await api.getFeedbackChallenge()).data;
