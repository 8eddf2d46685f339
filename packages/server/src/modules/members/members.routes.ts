import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** Find members nearby (GET /user/find-members/{loginId}, POST /user/business/find-member) and public member profiles (issue 12). */
export function membersRoutes(_app: FastifyInstance, _deps: Deps) {}
