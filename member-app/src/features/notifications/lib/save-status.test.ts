// First: the language module reaches the API client, whose modules read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalogs } from '../../../lib/i18n.ts';
import { savedMessage, saveStatusText, toggleErrorMessage } from './save-status.ts';

beforeAll(async () => {
  // The words are the notifications catalog's, in English.
  await loadCatalogs(['notifications'], 'en-CA');
  i18n.activate('en-CA');
});

describe('saveStatusText', () => {
  it('says Saving… while a change is on its way, else nothing', () => {
    expect(saveStatusText(0)).toBe('');
    expect(saveStatusText(2)).toBe('Saving…');
  });
});

describe('savedMessage', () => {
  it('names the switch and its new state', () => {
    expect(savedMessage({ group: 'GIFTS', channel: 'EMAIL' }, false)).toBe('E-mail for Gifts is off. Saved.');
    expect(savedMessage({ group: 'CHAT', channel: 'IN_APP' }, true)).toBe(
      'In-app for Chat messages is on. Saved.',
    );
  });
});

describe('toggleErrorMessage', () => {
  it('names the switch and gives the reason', () => {
    expect(toggleErrorMessage({ group: 'GIFTS', channel: 'EMAIL' }, 'Network Error')).toBe(
      'E-mail for Gifts was not changed: Network Error',
    );
  });
});
