import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../../src/index.ts';

describe('one naming rule for contract schemas', () => {
  const exported = Object.entries(contracts);

  it('every exported zod schema is named Z<Name>, without a Schema suffix', () => {
    const schemas = exported.filter(([, v]) => v instanceof z.ZodType).map(([name]) => name);
    expect(schemas.length).toBeGreaterThan(100);
    expect(schemas.filter((n) => !/^Z[A-Z]/.test(n) || n.endsWith('Schema'))).toEqual([]);
  });

  it('every export named Z<Name> is a zod schema', () => {
    const misnamed = exported
      .filter(([n, v]) => /^Z[A-Z]/.test(n) && !(v instanceof z.ZodType))
      .map(([n]) => n);
    expect(misnamed).toEqual([]);
  });
});
