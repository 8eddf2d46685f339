import { describe, expect, it } from 'vitest';
import { PRERENDERED_SIGNED_OUT, prerenderedFor } from './prerendered.ts';

const root = (mark?: string) => ({ dataset: mark === undefined ? {} : { prerendered: mark } }) as HTMLElement;
const storage = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null });

describe('prerenderedFor', () => {
  it('hydrates a page prerendered signed out when no member is stored on this browser', () => {
    expect(prerenderedFor(root(PRERENDERED_SIGNED_OUT), storage({}))).toBe(true);
    expect(prerenderedFor(root(PRERENDERED_SIGNED_OUT), storage({ 'bb.user': 'null' }))).toBe(true);
    // Only the stored member decides: other stored state does not change these pages.
    expect(prerenderedFor(root(PRERENDERED_SIGNED_OUT), storage({ 'bb.ui': '{}' }))).toBe(true);
  });

  it('renders afresh for a member stored on this browser, or when nothing was prerendered', () => {
    expect(prerenderedFor(root(PRERENDERED_SIGNED_OUT), storage({ 'bb.user': '{"userId":"u1"}' }))).toBe(
      false,
    );
    expect(prerenderedFor(root(), storage({}))).toBe(false);
    expect(prerenderedFor(root('signed-in'), storage({}))).toBe(false);
  });

  it('treats storage that refuses to be read as empty', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(prerenderedFor(root(PRERENDERED_SIGNED_OUT), refusing)).toBe(true);
  });
});
