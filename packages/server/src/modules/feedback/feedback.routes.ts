/** Issue 15: filled by its helper. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

export function feedbackRoutes(_app: FastifyInstance, _deps: Deps) {}
