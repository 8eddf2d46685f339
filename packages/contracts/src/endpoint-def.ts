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
  /**
   * Money-moving and charging calls take an Idempotency-Key header (see `idempotency.ts`):
   * - `true`: the server's `route()` keeps the first answer per key and answers retries with it;
   * - `'movement'`: the key is stored on the ledger movement itself, which answers retries (one
   *   statement, no separate bookkeeping); `route()` only reads and checks the header.
   */
  idempotent?: true | 'movement';
  /**
   * The part of the body that makes two requests with one key the same, without secrets; the
   * credential fields (pin, pinToken) are removed before it is called. Default: the whole body.
   */
  fingerprint?: (body: never) => unknown;
  /**
   * Body fields that must be unique (an e-mail, a username, a business or category name): a duplicate is a
   * 409 naming the field, also when several requests send the same value at the same moment (the race test
   * sends ten at once for each of these fields).
   */
  unique?: readonly string[];
}
