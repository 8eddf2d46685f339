import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** onboarding routes (issue 3). */
export function onboardingRoutes(_app: FastifyInstance, _deps: Deps) {}
