/** A feed row in the reader's language: its "See all" count and its empty line (the home catalog). */
// First: the language module reaches the API client, whose modules read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import type { THomeSection } from '@barterbits/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadCatalogs } from '../../../lib/i18n.ts';
import { FeedSection } from './feed-section.tsx';

const section = {
  key: 'nearby',
  title: 'Nearby',
  total: 1234,
  data: [],
  searchQuery: { categoryIds: '1,2,3,4', sortBy: 'relevance', accountType: 'ALL' },
} as unknown as THomeSection;
const row = () =>
  renderToStaticMarkup(
    <MemoryRouter>
      <FeedSection section={section} columns={null} />
    </MemoryRouter>,
  );

describe('a feed row', () => {
  beforeEach(async () => {
    await loadCatalogs(['home', 'app'], 'en-CA');
    await loadCatalogs(['home', 'app'], 'fr-CA');
    i18n.activate('en-CA');
  });
  afterEach(async () => {
    // Other files of this worker render in English.
    i18n.activate('en-CA');
  });

  it('reads in English as before', () => {
    const html = row();
    expect(html).toContain('See all (1,234)');
    expect(html).toContain('aria-label="See all Nearby (1234)"');
    expect(html).toContain('Nothing near you here yet.');
  });

  it('reads in French, the count grouped the French way', async () => {
    i18n.activate('fr-CA');
    const html = row();
    expect(html).toMatch(/Tout voir \(1\s234\)/u);
    expect(html).toContain('Rien près de chez vous ici pour l’instant.');
    expect(html).not.toContain('See all');
  });
});
