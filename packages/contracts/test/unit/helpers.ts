/** Table helpers for the rule tests: each case becomes its own named test. */
import { expect, it } from 'vitest';
import type { z } from 'zod';

type Path = readonly PropertyKey[];

/** A short, readable label for a test value (long strings show their length). */
export function show(v: unknown): string {
  if (typeof v === 'string') return v.length > 40 ? `'${v.slice(0, 16)}…' (${v.length} chars)` : `'${v}'`;
  if (v === undefined) return 'undefined';
  if (typeof v === 'bigint') return `${v}n`;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

const samePath = (a: readonly PropertyKey[], b: Path) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/** Messages of a failed parse, optionally only those at `path`; empty when the value is accepted. */
export function messagesOf(schema: z.ZodType, value: unknown, path?: Path): string[] {
  const r = schema.safeParse(value);
  if (r.success) return [];
  return r.error.issues.filter((i) => path === undefined || samePath(i.path, path)).map((i) => i.message);
}

/** The first message (at `path` when given), or undefined when the value is accepted. */
export function firstMessage(schema: z.ZodType, value: unknown, path?: Path): string | undefined {
  return messagesOf(schema, value, path)[0];
}

/** Every value is accepted. */
export function acceptsAll(schema: z.ZodType, values: readonly unknown[]): void {
  for (const value of values) {
    it(`accepts ${show(value)}`, () => {
      expect(messagesOf(schema, value)).toEqual([]);
    });
  }
}

/** Every value is accepted and parses to the given output. */
export function acceptsAs(schema: z.ZodType, cases: readonly (readonly [unknown, unknown])[]): void {
  for (const [value, out] of cases) {
    it(`accepts ${show(value)} as ${show(out)}`, () => {
      const r = schema.safeParse(value);
      expect(r.error?.issues ?? []).toEqual([]);
      expect(r.data).toEqual(out);
    });
  }
}

/**
 * Every value is rejected and the first issue (at `path` when given) carries exactly `message`.
 */
export function rejectsAll(
  schema: z.ZodType,
  cases: readonly (readonly [unknown, string] | readonly [unknown, string, Path])[],
): void {
  for (const [value, message, path] of cases) {
    const at = path ? ` at ${path.map(String).join('.')}` : '';
    it(`rejects ${show(value)}${at} with "${message}"`, () => {
      expect(schema.safeParse(value).success).toBe(false);
      expect(firstMessage(schema, value, path)).toBe(message);
    });
  }
}
