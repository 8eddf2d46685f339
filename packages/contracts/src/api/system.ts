/** System calls: health. */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';

export const ZHealthResponse = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });

export const systemEndpoints = {
  health: {
    method: 'GET',
    path: '/health',
    audience: 'public',
    summary: 'Liveness and database check',
    tag: 'system',
    response: ZHealthResponse,
  },
} as const satisfies Record<string, EndpointDef>;
