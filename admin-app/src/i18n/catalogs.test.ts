/**
 * The catalog check of the console's own messages (en-CA.ts / fr-CA.ts, react-admin's polyglot format):
 * the same keys in both languages, the same `%{values}`, the same number of `||||` forms, and French
 * typography (the contracts' check: U+00A0 before : ; ! ? and inside « », the ’ apostrophe). The login
 * page's words are part of them (`console.login`). react-admin's own French (ra-language-french) has every
 * key of its English, so a react-admin screen never shows a key in French.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems } from '../../../packages/contracts/test/unit/catalog-check.ts';
import english from './en-CA.ts';
import french from './fr-CA.ts';

/** Every message of a nested catalog by its dotted key. */
const flat = (messages: object, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flat(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
};

const valuesOf = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();
const formsOf = (text: string) => text.split('||||').length;

describe("the console's messages", () => {
  const en = flat(english);
  const fr = flat(french);

  it('has the same keys in English and in French', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    expect(en.size).toBeGreaterThan(40);
  });

  it('has the same values and plural forms in both languages, and no empty message', () => {
    const problems: string[] = [];
    for (const [key, text] of en) {
      const other = fr.get(key) ?? '';
      if (text.trim() === '' || other.trim() === '') problems.push(`${key}: empty`);
      if (valuesOf(text).join() !== valuesOf(other).join())
        problems.push(`${key}: values ${valuesOf(text)} in English, ${valuesOf(other)} in French`);
      if (formsOf(text) !== formsOf(other)) problems.push(`${key}: not the same number of |||| forms`);
      if (text.includes('||||') && !text.includes(' |||| ')) problems.push(`${key}: write " |||| "`);
    }
    expect(problems).toEqual([]);
  });

  it('writes French as in Quebec (typography of docs/i18n-glossary.md)', () => {
    const problems = [...fr].flatMap(([key, text]) =>
      frenchTypographyProblems(text.replace(/%\{\w+\}/g, 'x')).map((p) => `${key}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('keeps the English words the console showed (read by the end-to-end suites)', () => {
    expect(en.get('console.dashboard.heading')).toBe('Marketplace dashboard');
    expect(en.get('resources.users.fields.email')).toBe('Email');
    expect(en.get('console.login.submit')).toBe('Sign in');
  });

  it("uses react-admin's French for every message of react-admin's English", () => {
    const missing = [...flat(englishMessages).keys()].filter((k) => !flat(frenchMessages).has(k));
    expect(missing).toEqual([]);
  });

  it('has every message a screen names by its key (labels and titles react-admin translates are plain strings)', () => {
    const src = join(import.meta.dirname, '..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !f.includes('.test.') && !f.includes('i18n'),
    );
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(src, file), 'utf8');
      for (const [, key] of text.matchAll(/['"`]((?:console|resources)\.[\w.-]+)['"`]/g)) {
        if (key && !en.has(key) && !key.endsWith('.')) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
