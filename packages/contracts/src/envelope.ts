import { z } from 'zod';

/** Every successful JSON body is `{ data, message? }` (spec §3: "profile responses carry data"). */
export const dataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

/** Paged lists carry the total count of the filtered list so clients can page and export. */
export const ZPageMeta = z.object({
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
});
export type TPageMeta = z.infer<typeof ZPageMeta>;

export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: ZPageMeta });

export const ZMessageResponse = z.object({ message: z.string() });

export const ZSortOrder = z.enum(['ASC', 'DESC']);

/** Query numbers arrive as strings. */
export const zQueryInt = (min: number, max: number, def: number) =>
  z.coerce.number().int().min(min).max(max).default(def);
