/**
 * The catalog check (packages/contracts/test/unit/catalog-check.ts) over every English/French pair of the
 * member app: `src/features/<feature>/i18n/` and `src/i18n/<name>/` (a new folder is picked up on its own).
 * Each catalog imports nothing at run time but `defineCatalog`, so the build can compile it
 * (scripts/vite-i18n-catalogs.ts); the validation messages translated at display time are the contracts'
 * own English text.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Catalog, LOCALES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import errorsEn from '../../../packages/contracts/src/i18n/errors/en-CA.ts';
import errorsFr from '../../../packages/contracts/src/i18n/errors/fr-CA.ts';
import validationEn from '../../../packages/contracts/src/i18n/validation/en-CA.ts';
import validationFr from '../../../packages/contracts/src/i18n/validation/fr-CA.ts';
import { checkCatalogPair } from '../../../packages/contracts/test/unit/catalog-check.ts';
import forms from './forms/en-CA.ts';
import formsFr from './forms/fr-CA.ts';

const SRC = join(import.meta.dirname, '..');
const folders = (parent: string, inner = ''): string[] =>
  readdirSync(join(SRC, parent), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(SRC, parent, e.name, inner, 'en-CA.ts')))
    .map((e) => join(SRC, parent, e.name, inner));
const PAIRS = [...folders('features', 'i18n'), ...folders('i18n')].sort();

const load = async (dir: string, locale: string): Promise<Catalog> =>
  (await import(join(dir, `${locale}.ts`))).default;

describe("the member app's catalog pairs", () => {
  it('finds them (sign-in, account pages, form words)', () => {
    const names = PAIRS.map((dir) => relative(SRC, dir));
    expect(names).toEqual(
      expect.arrayContaining(['features/auth/i18n', 'features/accounts/i18n', 'i18n/forms']),
    );
  });

  describe.each(PAIRS.map((dir) => [relative(SRC, dir), dir]))('%s', (_name, dir) => {
    it('has one catalog per locale and nothing else', () => {
      expect(readdirSync(dir).sort()).toEqual(LOCALES.map((l) => `${l}.ts`));
    });

    it('passes the catalog check (same ids and arguments, ICU, French typography)', async () => {
      expect(checkCatalogPair(await load(dir, 'en-CA'), await load(dir, 'fr-CA'))).toEqual([]);
    });

    it('imports nothing at run time but defineCatalog (the build evaluates it)', () => {
      for (const locale of LOCALES) {
        const imports = readFileSync(join(dir, `${locale}.ts`), 'utf8').match(/^import .*$/gm) ?? [];
        for (const line of imports)
          expect(line).toMatch(/^import (type .*|\{ defineCatalog \} from '@barterbits\/contracts';)$/);
      }
    });

    it('names its ids after its folder', async () => {
      const prefix = `${dir.split(/[\\/]/).at(dir.endsWith('i18n') ? -2 : -1)}.`;
      for (const id of Object.keys(await load(dir, 'en-CA'))) expect(id.startsWith(prefix), id).toBe(true);
    });
  });

  it("has every one of the contracts' validation messages in the forms catalog (a field anywhere reads French)", () => {
    const ids = new Set(Object.keys(forms));
    for (const key of Object.keys(VALIDATION_MESSAGES))
      expect(ids.has(`forms.validation.${key}`), key).toBe(true);
  });

  it("has the contracts' validation messages letter for letter in the forms catalog", () => {
    for (const [id, text] of Object.entries(forms)) {
      const key = id.match(/^forms\.validation\.(.+)$/)?.[1];
      if (key) expect(text, id).toBe(VALIDATION_MESSAGES[key as keyof typeof VALIDATION_MESSAGES]);
    }
  });

  it("words the validation messages in French as the server's refusals do (the contracts' validation catalog)", () => {
    for (const [id, text] of Object.entries(formsFr)) {
      const key = id.match(/^forms\.(validation\..+)$/)?.[1];
      if (key) expect(text, id).toBe((validationFr as Record<string, string>)[key]);
    }
  });

  it('words a text the server also sends as the server does: the same English has the same French', async () => {
    // The server's refusals and field messages, English → French (ids sharing an English share their French).
    const serverFrench = new Map<string, string>();
    for (const [en, fr] of [
      [errorsEn, errorsFr],
      [validationEn, validationFr],
    ] as [Record<string, string>, Record<string, string>][])
      for (const [id, text] of Object.entries(en))
        if (!serverFrench.has(text)) serverFrench.set(text, fr[id] as string);
    const differing: string[] = [];
    let shared = 0;
    for (const dir of PAIRS) {
      const [en, fr] = [await load(dir, 'en-CA'), await load(dir, 'fr-CA')];
      for (const [id, text] of Object.entries(en)) {
        const server = serverFrench.get(text);
        if (server === undefined) continue;
        shared++;
        if (fr[id] !== server) differing.push(`${id}: ${JSON.stringify(fr[id])} ≠ ${JSON.stringify(server)}`);
      }
    }
    expect(shared).toBeGreaterThan(20);
    expect(differing).toEqual([]);
  });
});
