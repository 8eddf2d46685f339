import type { Invoke } from '../call.ts';

/** Invite a friend: invite codes and links, e-mail invites, referral states and BITS rewards; admin GET /referral (issue 12). One typed function per endpoint. */
export const referralsApi = (_invoke: Invoke) => ({});
