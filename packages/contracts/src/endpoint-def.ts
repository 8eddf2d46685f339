/** The shape of one entry of the endpoint registry. */
import type { z } from 'zod';

/** Who may call: anyone, any signed-in account, members only, admins only. */
export type Audience = 'public' | 'user' | 'member' | 'admin';

export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  audience: Audience;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Money-moving calls take an Idempotency-Key header. */
  idempotent?: boolean;
}
