/**
 * For unit tests that read a page in English and then in French: each test starts in English with a
 * stand-in document (the language module writes `<html lang>` and the cookie), and goes back to English after
 * (the other files of the same worker render in English). Call it inside the test file's `describe`.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { changeLocale, startLanguage } from './i18n.ts';

export function startsInEnglish(): void {
  beforeEach(() => {
    vi.stubGlobal('document', { documentElement: { lang: '' }, cookie: '' });
    startLanguage('en-CA');
  });
  afterEach(async () => {
    await changeLocale('en-CA');
    vi.unstubAllGlobals();
  });
}
