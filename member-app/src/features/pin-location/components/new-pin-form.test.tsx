/** The new-PIN form in the reader's language: its fields (pin-location catalog) and the show toggle (frame's). */
// First: the language module reaches the API client, whose modules read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadCatalogs } from '../../../lib/i18n.ts';
import { NewPinForm } from './new-pin-form.tsx';

const form = () =>
  renderToStaticMarkup(<NewPinForm submitLabel="Set PIN" pending={false} error={null} onSubmit={() => {}} />);

describe('the new-PIN form', () => {
  beforeEach(async () => {
    await loadCatalogs(['pin-location', 'app'], 'en-CA');
    await loadCatalogs(['pin-location', 'app'], 'fr-CA');
    i18n.activate('en-CA');
  });
  afterEach(() => {
    // Other files of this worker render in English.
    i18n.activate('en-CA');
  });

  it('reads in English as before', () => {
    const html = form();
    expect(html).toContain('Confirm PIN');
    expect(html).toContain('aria-label="Show PIN"');
  });

  it('reads in French', () => {
    i18n.activate('fr-CA');
    const html = form();
    expect(html).toContain('NIP (confirmation)');
    expect(html).toContain('aria-label="Afficher le champ «\u00a0NIP\u00a0»"');
    expect(html).not.toContain('Confirm PIN');
  });
});
