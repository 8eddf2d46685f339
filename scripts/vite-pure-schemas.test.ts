import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { markSchemasPure, pureSchemas } from './vite-pure-schemas.ts';

describe('pure schemas in the apps’ builds', () => {
  it('annotates top-level schema constants and nothing else', () => {
    const source = [
      'export const ZId = z.string().uuid();',
      'export const ZOffer = z',
      '  .object({ id: ZId })',
      '  .strict();',
      'export const ZCard = ZOffer.extend({ title: z.string() });',
      'const ZPage: z.ZodType<Page> = zPaging(ZCard);',
      'export const ZList = dataEnvelope(ZCard);',
      'export const LIMIT = 20;',
      'export const LABELS = labelsOf(KINDS);',
      'z.config(fr());',
      ' * A doc comment that names z.number() stays as it is.',
      'export const ZUrl = z.string(); // not z.url()',
      'export const ZQuery = z.object({ limit: zQueryInt(1, 100, 25), reason: ZReason.optional() });',
      'const ok = ZReason.safeParse(value).success;',
    ].join('\n');
    expect(markSchemasPure(source).split('\n')).toEqual([
      'export const ZId = /* @__PURE__ */ z.string().uuid();',
      'export const ZOffer = /* @__PURE__ */ z',
      '  .object({ id: ZId })',
      '  .strict();',
      'export const ZCard = /* @__PURE__ */ ZOffer.extend({ title: /* @__PURE__ */ z.string() });',
      'const ZPage: z.ZodType<Page> = /* @__PURE__ */ zPaging(ZCard);',
      'export const ZList = /* @__PURE__ */ dataEnvelope(ZCard);',
      'export const LIMIT = 20;',
      'export const LABELS = labelsOf(KINDS);',
      'z.config(fr());',
      ' * A doc comment that names z.number() stays as it is.',
      'export const ZUrl = /* @__PURE__ */ z.string(); // not z.url()',
      // The fields' calls too: an unread pure call's arguments are kept unless they are pure.
      'export const ZQuery = /* @__PURE__ */ z.object({ limit: /* @__PURE__ */ zQueryInt(1, 100, 25), reason: /* @__PURE__ */ ZReason.optional() });',
      // A check is never marked: its answer may be what the code is for.
      'const ok = ZReason.safeParse(value).success;',
    ]);
  });

  it("lets the bundler drop a contracts module's schemas that nothing reads", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pure-schemas-'));
    const contracts = path.join(dir, 'packages/contracts/src');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(contracts, { recursive: true });
    // A stand-in for zod whose schema makers the bundler cannot see into (as with the real one).
    writeFileSync(path.join(contracts, 'z.ts'), 'export const z: any = (globalThis as any).zod;\n');
    writeFileSync(
      path.join(contracts, 'chat.ts'),
      [
        "import { z } from './z.ts';",
        'export const CHAT_TEXT_MAX = 249;',
        "export const ZChatMessage = z.object({ text: z.string().max(CHAT_TEXT_MAX), marker: z.literal('UNUSED_SCHEMA') });",
        "export const ZChatReport = ZChatMessage.extend({ reason: z.literal('ALSO_UNUSED') });",
        "export const ZChatText = z.string().describe('USED_SCHEMA');",
        "const zLimit = (max: number) => z.number().max(max).describe('LIMIT_MAKER');",
        "export const ZChatQuery = z.object({ limit: zLimit(50), text: ZChatText.optional(), kind: z.literal('QUERY_FIELD') });",
      ].join('\n'),
    );
    writeFileSync(
      path.join(dir, 'entry.ts'),
      "import { CHAT_TEXT_MAX, ZChatText } from './packages/contracts/src/chat.ts';\nconsole.log(CHAT_TEXT_MAX, ZChatText);\n",
    );
    const bundleWith = async (plugins: ReturnType<typeof pureSchemas>[]) => {
      const build = await rolldown({
        input: path.join(dir, 'entry.ts'),
        plugins: plugins as never,
        logLevel: 'silent',
      });
      const { output } = await build.generate({ format: 'es' });
      return output[0].code;
    };
    const plain = await bundleWith([]);
    expect(plain).toContain('UNUSED_SCHEMA');
    const marked = await bundleWith([pureSchemas()]);
    expect(marked).not.toContain('UNUSED_SCHEMA');
    expect(marked).not.toContain('ALSO_UNUSED');
    // Nothing of an unread schema's fields is left behind either.
    expect(plain).toContain('QUERY_FIELD');
    expect(marked).not.toContain('QUERY_FIELD');
    expect(marked).not.toContain('LIMIT_MAKER');
    expect(marked).toContain('USED_SCHEMA');
    expect(marked).toContain('249');
  });
});
