/**
 * Leaves zod's JSON Schema generator out of the apps' builds.
 *
 * zod's classic schemas import the JSON Schema converter (`toJSONSchema`, one processor per schema kind) so
 * that every schema has a `.toJSONSchema()` method. The browser never calls it (the server writes the API
 * document), yet the converter is on every page's first load. In the apps' builds the two modules are
 * replaced by a stand-in: the processors and the converter throw if ever called, and `aggregateChecks` (which
 * the schemas' `minLength`-style getters read) answers from the checks' own bag. The stand-in exports every
 * name the real modules export, read from them at build time, so a zod upgrade cannot leave one out.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const STUBBED = ['json-schema-processors.js', 'to-json-schema.js'] as const;
const PREFIX = '\0zod-without-json-schema:';

/** The names a module exports (`export function x`, `export const x`, `export { a as b }`). */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm))
    names.add(m[1]!);
  for (const m of source.matchAll(/^export \{([^}]+)\}/gm)) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/** The stand-in of one of the two modules: every export, none of the converter. */
export function standIn(file: (typeof STUBBED)[number], names: string[]): string {
  const lines = [
    'const unavailable = () => { throw new Error("JSON Schema is not built in the browser"); };',
    // A method maker answers a method, which throws only when called (schemas are made with them).
    'const maker = () => unavailable;',
  ];
  for (const name of names) {
    if (name === 'aggregateChecks') {
      lines.push('export const aggregateChecks = (schema) => ({ ...schema._zod.bag });');
    } else if (name === 'allProcessors') {
      lines.push('export const allProcessors = {};');
    } else if (/^create\w*Method$/.test(name)) {
      lines.push(`export const ${name} = maker;`);
    } else {
      lines.push(`export const ${name} = unavailable;`);
    }
  }
  return `// ${file} without the JSON Schema converter (scripts/vite-zod-without-json-schema.ts)\n${lines.join('\n')}\n`;
}

export function zodWithoutJsonSchema(root: string): Plugin {
  const coreDir = path.join(
    path.dirname(createRequire(path.join(root, 'package.json')).resolve('zod/v4/core')),
  );
  return {
    name: 'zod-without-json-schema',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer || !/[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(importer)) return null;
      const file = STUBBED.find((f) => source === `../core/${f}`);
      return file ? `${PREFIX}${file}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length) as (typeof STUBBED)[number];
      return standIn(file, exportedNames(readFileSync(path.join(coreDir, file), 'utf8')));
    },
  };
}
