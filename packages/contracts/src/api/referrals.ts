/** Invite a friend: invite codes and links, e-mail invites, referral states and BITS rewards; admin GET /referral (issue 12). */
import type { EndpointDef } from '../endpoint-def.ts';

export const referralsEndpoints = {} as const satisfies Record<string, EndpointDef>;
