/** The 404 page: the frame's words when its catalog is loaded, its English otherwise. */
// First: the language module reaches the API client, whose modules read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadCatalogs } from '../../../lib/i18n.ts';
import { NotFoundRoute } from './not-found.tsx';

const page = () =>
  renderToStaticMarkup(
    <MemoryRouter>
      <NotFoundRoute />
    </MemoryRouter>,
  );

describe('the 404 page', () => {
  afterEach(() => {
    // Other files of this worker render in English.
    i18n.activate('en-CA');
  });

  it('reads in French with the frame catalog loaded', async () => {
    await loadCatalogs(['app'], 'fr-CA');
    i18n.activate('fr-CA');
    const html = page();
    expect(html).toContain('nous ne trouvons pas cette page.');
    expect(html).toContain('>Accueil</a>');
  });

  it('reads in English', async () => {
    await loadCatalogs(['app'], 'en-CA');
    i18n.activate('en-CA');
    expect(page()).toContain('Like a polar bear in a snowstorm, we can&#x27;t find this page.');
  });
});
