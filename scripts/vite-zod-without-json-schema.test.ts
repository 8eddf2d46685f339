import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, standIn } from './vite-zod-without-json-schema.ts';

const core = path.dirname(createRequire(import.meta.url).resolve('zod/v4/core'));
const source = (file: string) => readFileSync(path.join(core, file), 'utf8');

/** Evaluates a stand-in's code as a module would, answering its exports. */
function load(code: string): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  const body = code.replace(/^export const (\w+) = /gm, 'exports.$1 = ');
  new Function('exports', body)(exports);
  return exports;
}

describe("zod's JSON Schema converter left out of the apps' builds", () => {
  it('the stand-ins export every name the real modules export, and what the classic schemas read of them', () => {
    const processors = exportedNames(source('json-schema-processors.js'));
    const converter = exportedNames(source('to-json-schema.js'));
    expect(processors).toContain('aggregateChecks');
    expect(processors).toContain('stringProcessor');
    expect(converter).toEqual(
      expect.arrayContaining(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']),
    );
    const used = [...source('../classic/schemas.js').matchAll(/(?<![-\w])processors\.(\w+)/g)].map(
      (m) => m[1]!,
    );
    for (const name of new Set(used)) expect(processors, name).toContain(name);
    const stand = load(standIn('json-schema-processors.js', processors));
    expect(Object.keys(stand).sort()).toEqual([...processors].sort());
  });

  it('schemas are made as before; only converting one to JSON Schema throws', () => {
    const stand = load(standIn('to-json-schema.js', exportedNames(source('to-json-schema.js'))));
    const method = (stand.createToJSONSchemaMethod as () => () => unknown)();
    expect(typeof method).toBe('function');
    expect(() => method()).toThrow('JSON Schema is not built in the browser');
    const checks = load(standIn('json-schema-processors.js', ['aggregateChecks'])).aggregateChecks as (
      s: unknown,
    ) => unknown;
    expect(checks({ _zod: { bag: { minimum: 3, format: 'email' } } })).toEqual({
      minimum: 3,
      format: 'email',
    });
  });
});
