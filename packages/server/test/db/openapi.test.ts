/**
 * The OpenAPI document (/v1/openapi.json) is usable by clients we did not write: it passes Redocly CLI's
 * recommended rules (redocly.yaml), and openapi-typescript makes from it types that a small fetch client
 * (test/openapi-client/client.ts) type-checks against.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helper.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const fromRoot = createRequire(path.join(root, 'package.json'));
/** The repository's type checker (the server workspace holds TypeScript 5 for openapi-typescript alone). */
const tsc = path.join(path.dirname(fromRoot.resolve('typescript/package.json')), 'bin/tsc');
const redocly = path.join(path.dirname(fromRoot.resolve('@redocly/cli/package.json')), 'bin/cli.js');
const client = path.resolve(import.meta.dirname, '../openapi-client/client.ts');

/** Runs a Node script to its end: its exit code and output, whether it succeeded or not. */
async function run(script: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const failed = e as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

type Operation = {
  parameters?: { in: string; name: string; schema?: { pattern?: string; enum?: unknown[] } }[];
};
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const app = await build({ seed: false });
let doc: Document;
let dir: string;
let file: string;

beforeAll(async () => {
  const res = await app.inject('/v1/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
  dir = mkdtempSync(path.join(os.tmpdir(), 'bb-openapi-'));
  file = path.join(dir, 'openapi.json');
  writeFileSync(file, res.body);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the OpenAPI document', () => {
  it("passes Redocly CLI's recommended rules with no error and no warning", async () => {
    const lint = await run(
      redocly,
      ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json'],
      // Offline: no update check and no usage data (redocly.yaml turns the latter off for runs by hand too).
      { REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
    );
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(lint.code).toBe(0);
  });

  // Redocly's no-ambiguous-paths compares templates only and is off (redocly.yaml): the paths the product
  // specification fixes are told apart by their parameters' patterns, which this checks instead.
  it('never lets one URL reach two paths: a literal segment never matches the parameter beside it', () => {
    const isParam = (segment: string) => /^\{.+\}$/.test(segment);
    /** Whether `literal` may be the value of the parameter `segment` of `template`, in any of its operations. */
    const mayBe = (template: string, segment: string, literal: string) =>
      Object.values(doc.paths[template]!).some((op) => {
        const schema = op.parameters?.find((p) => p.in === 'path' && `{${p.name}}` === segment)?.schema;
        if (schema?.enum) return schema.enum.includes(literal);
        return !schema?.pattern || new RegExp(schema.pattern).test(literal);
      });
    const paths = Object.keys(doc.paths);
    const ambiguous: string[] = [];
    for (const [i, a] of paths.entries())
      for (const b of paths.slice(i + 1)) {
        const [sa, sb] = [a.split('/'), b.split('/')];
        if (sa.length !== sb.length) continue;
        let apart = false;
        for (const [k, x] of sa.entries()) {
          const y = sb[k]!;
          if (x === y || (isParam(x) && isParam(y))) continue;
          if (!isParam(x) && !isParam(y)) apart = true;
          else if (isParam(x) ? !mayBe(a, x, y) : !mayBe(b, y, x)) apart = true;
          if (apart) break;
        }
        if (!apart) ambiguous.push(`${a} and ${b}`);
      }
    expect(ambiguous).toEqual([]);
  });

  it('gives openapi-typescript the types of a client that type-checks', async () => {
    writeFileSync(
      path.join(dir, 'generated-openapi-client.ts'),
      astToString(await openapiTS(pathToFileURL(file))),
    );
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          lib: ['ES2023', 'DOM'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          strict: true,
          noUncheckedIndexedAccess: true,
          noEmit: true,
          types: [],
          paths: { 'generated-openapi-client': [path.join(dir, 'generated-openapi-client.ts')] },
        },
        files: [client],
      }),
    );
    const check = await run(tsc, ['-p', path.join(dir, 'tsconfig.json')]);
    expect(check.stdout + check.stderr).toBe('');
    expect(check.code).toBe(0);
  });
});
