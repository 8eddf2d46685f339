/**
 * Marks the contracts' top-level schema definitions as pure for the apps' builds, so that a page keeps only
 * the schemas it uses.
 *
 * A contracts module's schemas are calls (`z.object(…)`, `ZOffer.extend(…)`, `zId()`, `dataEnvelope(…)`), and
 * a bundler keeps every call of a module it includes, in case the call does something: one constant used from
 * `api/chat.ts` brought all of its schemas to the console's login page. Building a zod schema does nothing but
 * return it, so each such `const` is annotated `/* @__PURE__ *\/` and dropped when nothing reads it.
 * (`z.config(…)`, which does something, is a statement, never a `const` initialiser, and is left alone.)
 */
import type { Plugin } from 'vite';

const CONTRACTS_SOURCE = /packages[\\/]contracts[\\/]src[\\/].*\.ts$/;

/** A top-level `const` whose value is a schema: built from `z.`, another schema (`ZName.`), or a `zName(`/`…Envelope(` maker. */
const SCHEMA_CONST =
  /^((?:export )?const \w+(?:: [^=\n]+)? = )((?:z|Z\w+)(?=\s*\.)|z[A-Z]\w*\(|[a-z]\w*Envelope\()/gm;

/** A call of zod's (`z.string(`, `z.object(`), which a schema's fields and arguments are made of. */
const ZOD_CALL = /(?<![\w$.])z\.(?!config\b)(?=\w+\()/g;

/**
 * `code` with each top-level schema constant's initialiser annotated as pure, and each zod call in it: the
 * bundler drops an unread pure call but keeps its arguments' calls unless they are pure too.
 */
export function markSchemasPure(code: string): string {
  return code
    .split('\n')
    .map((line) => {
      // Comments are left alone (a doc comment's `z.number()` must not get a comment of its own).
      if (/^\s*(\/\/|\/\*|\*)/.test(line)) return line;
      const comment = line.indexOf('//');
      const code = comment < 0 ? line : line.slice(0, comment);
      return code.replace(ZOD_CALL, '/* @__PURE__ */ z.') + line.slice(code.length);
    })
    .join('\n')
    .replace(SCHEMA_CONST, (_, head: string, start: string) => `${head}/* @__PURE__ */ ${start}`);
}

export function pureSchemas(): Plugin {
  return {
    name: 'barterbits-pure-schemas',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id)) return null;
      const marked = markSchemasPure(code);
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
