import { describe, expect, it } from 'vitest';
import { PRERENDERED_SIGNED_OUT, prerenderedFor } from './prerendered.ts';

const root = (mark?: string, lang?: string) =>
  ({
    dataset: { ...(mark === undefined ? {} : { prerendered: mark }), ...(lang ? { lang } : {}) },
  }) as HTMLElement;
const storage = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null });

describe('prerenderedFor', () => {
  it('hydrates a page prerendered signed out when no member is stored on this browser', () => {
    expect(prerenderedFor(root(PRERENDERED_SIGNED_OUT), storage({}), 'en-CA')).toBe(true);
    expect(prerenderedFor(root(PRERENDERED_SIGNED_OUT), storage({ 'bb.user': 'null' }), 'en-CA')).toBe(true);
    // Only the stored member decides: other stored state does not change these pages.
    expect(prerenderedFor(root(PRERENDERED_SIGNED_OUT), storage({ 'bb.ui': '{}' }), 'en-CA')).toBe(true);
  });

  it('renders afresh for a member stored on this browser, or when nothing was prerendered', () => {
    expect(
      prerenderedFor(root(PRERENDERED_SIGNED_OUT), storage({ 'bb.user': '{"userId":"u1"}' }), 'en-CA'),
    ).toBe(false);
    expect(prerenderedFor(root(), storage({}), 'en-CA')).toBe(false);
    expect(prerenderedFor(root('signed-in'), storage({}), 'en-CA')).toBe(false);
  });

  it('hydrates only a page prerendered in the language the app starts in (English when unmarked)', () => {
    expect(prerenderedFor(root(PRERENDERED_SIGNED_OUT, 'fr-CA'), storage({}), 'fr-CA')).toBe(true);
    expect(prerenderedFor(root(PRERENDERED_SIGNED_OUT, 'fr-CA'), storage({}), 'en-CA')).toBe(false);
    expect(prerenderedFor(root(PRERENDERED_SIGNED_OUT, 'en-CA'), storage({}), 'fr-CA')).toBe(false);
    expect(prerenderedFor(root(PRERENDERED_SIGNED_OUT), storage({}), 'fr-CA')).toBe(false);
  });

  it('treats storage that refuses to be read as empty', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(prerenderedFor(root(PRERENDERED_SIGNED_OUT), refusing, 'en-CA')).toBe(true);
  });
});
