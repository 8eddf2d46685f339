/**
 * Marks the contracts' top-level schema definitions as pure for the apps' builds, so that a page keeps only
 * the schemas it uses.
 *
 * A contracts module's schemas are calls (`z.object(…)`, `ZOffer.extend(…)`, `zId()`, `dataEnvelope(…)`), and
 * a bundler keeps every call of a module it includes, in case the call does something: one constant used from
 * `api/chat.ts` brought all of its schemas to the console's login page. Building a zod schema does nothing but
 * return it, so each such `const` and each call its fields are made of is annotated `/* @__PURE__ *\/`, and is
 * dropped when nothing reads it. `z.config(…)` (which does something) and a schema's `.parse(…)` (whose
 * answer may be unread on purpose) are never marked.
 */
import type { Plugin } from 'vite';

const CONTRACTS_SOURCE = /packages[\\/]contracts[\\/]src[\\/].*\.ts$/;

/**
 * The calls a schema's fields and arguments are made of: zod's (`z.string(`, `z.object(`; never
 * `z.config(`, which does something), a schema's builder methods (`ZId.nullable(`, `ZOffer.extend(`; never
 * `.parse(`, whose result may be left unread on purpose), and our schema makers (`zQueryInt(`,
 * `dataEnvelope(`).
 */
const SCHEMA_BUILDERS =
  'optional|nullable|nullish|extend|pick|omit|partial|required|array|default|catch|refine|superRefine|transform|pipe|meta|describe|min|max|int|positive|nonnegative|trim|regex|length|brand|readonly|strict|and|or';
const SCHEMA_CALL = new RegExp(
  `(?<![\\w$.])(?:z\\.(?!config\\b)(?=\\w+\\()|Z\\w*\\.(?=(?:${SCHEMA_BUILDERS})\\()|(?=z[A-Z]\\w*\\()|(?=[a-z]\\w*Envelope\\())`,
  'g',
);

/**
 * A top-level `const` whose value is a schema: built from `z.`, from another schema (`ZName.extend(`…), or by a
 * `zName(`/`…Envelope(` maker.
 */
const SCHEMA_CONST = new RegExp(
  `^((?:export )?const \\w+(?:: [^=\\n]+)? = )(z(?=\\s*\\.)|Z\\w+(?=\\s*\\.(?:${SCHEMA_BUILDERS})\\()|z[A-Z]\\w*\\(|[a-z]\\w*Envelope\\()`,
  'gm',
);

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
      return code.replace(SCHEMA_CALL, (m) => `/* @__PURE__ */ ${m}`) + line.slice(code.length);
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
