import { DEFAULT_BRAND } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { isInAppPath } from './brand.ts';

describe('isInAppPath', () => {
  it('is true for paths of the app, with or without a hash or query', () => {
    expect(isInAppPath('/faq')).toBe(true);
    expect(isInAppPath('/faq#bits')).toBe(true);
    expect(isInAppPath('/faq?q=pin')).toBe(true);
  });

  it('is false for addresses elsewhere, protocol-relative ones included', () => {
    expect(isInAppPath('https://barterbits.ca/faq')).toBe(false);
    expect(isInAppPath('//evil.example/faq')).toBe(false);
    expect(isInAppPath('mailto:support@barterbits.ca')).toBe(false);
    expect(isInAppPath('faq')).toBe(false);
    expect(isInAppPath('')).toBe(false);
  });

  it('holds for the default FAQ link: the in-app page', () => {
    expect(DEFAULT_BRAND.faqUrl).toBe('/faq');
    expect(isInAppPath(DEFAULT_BRAND.faqUrl)).toBe(true);
  });
});
