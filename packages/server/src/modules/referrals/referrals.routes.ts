import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** Invite a friend: invite codes and links, e-mail invites, referral states and BITS rewards; admin GET /referral (issue 12). */
export function referralsRoutes(_app: FastifyInstance, _deps: Deps) {}
