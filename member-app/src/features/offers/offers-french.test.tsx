// First: the API client's modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import {
  OFFER_CATEGORIES,
  OFFER_REPORT_REASON_LABELS,
  OFFER_SEARCH_MESSAGES,
  OFFER_STATUS_LABELS,
  SEARCH_SORT_LABELS,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs, t } from '../../lib/i18n.ts';
import { startsInEnglish } from '../../lib/language-test-support.ts';
import { OfferNotAvailable } from './components/not-available.tsx';
import { OfferDescription } from './components/offer-fields.tsx';
import { SearchFilters } from './components/search-filters.tsx';
import en from './i18n/en-CA.ts';
import { CATEGORY_LABEL, categoryLabel, problemIn, SORT_LABEL } from './lib/labels.ts';
import { MY_OFFER_TABS } from './lib/my-offers.ts';
import { priceIn, REASON_LABEL, STATUS_LABEL } from './lib/offer-text.ts';
import { DEFAULT_SEARCH_STATE } from './lib/search-params.ts';

const theme = createTheme();
const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{node}</MemoryRouter>
    </ThemeProvider>,
  );

const car = {
  category: 'Cars & Vehicles' as const,
  description: 'Runs well.',
  details: { make: 'Honda', year: 2015, mileageKm: 85000, transmission: 'AUTOMATIC' },
  videoUrl: null,
};

describe('the offers pages in French', () => {
  startsInEnglish();

  it('shows the filters, an offer and a missing offer in English, then in French', async () => {
    await loadCatalogs(['offers']);
    const state = { ...DEFAULT_SEARCH_STATE, q: 'kayak', minPrice: '50', maxPrice: '10' };
    const page = () =>
      render(
        <>
          <SearchFilters state={state} onChange={() => {}} />
          <OfferDescription offer={car} />
          <OfferNotAvailable />
        </>,
      );
    const english = page();
    expect(english).toContain('aria-label="Filters"');
    expect(english).toContain('All categories');
    expect(english).toContain('Within 20 km');
    expect(english).toContain('Best match');
    expect(english).toContain(OFFER_SEARCH_MESSAGES.priceRange);
    expect(english).toContain('Cars &amp; Vehicles details');
    expect(english).toContain('Mileage');
    expect(english).toContain('85,000 km');
    expect(english).toContain('Automatic');
    expect(english).toContain('This offer is not available');
    expect(english).toContain('Browse offers');

    await changeLocale('fr-CA');
    const french = page();
    expect(french).toContain('aria-label="Filtres"');
    expect(french).toContain('Toutes les catégories');
    expect(french).toContain('À 20 km ou moins');
    expect(french).toContain('Pertinence');
    expect(french).toContain('Le prix minimum ne doit pas dépasser le prix maximum.');
    expect(french).toContain('Détails\u00a0: Autos et véhicules');
    expect(french).toContain('Kilométrage');
    expect(french).toContain('85\u00a0000\u00a0km');
    expect(french).toContain('Automatique');
    expect(french).toContain('Cette offre n’est pas disponible');
    expect(french).toContain('Parcourir les offres');
    expect(french).not.toContain('Browse offers');
  });

  it('words prices, counts and categories in French', async () => {
    await loadCatalogs(['offers']);
    await changeLocale('fr-CA');
    expect(priceIn(t, 4000, 'Hourly')).toBe('40,00\u00a0BITS™/h');
    expect(priceIn(t, null, 'See Description')).toBe('Voir la description');
    expect(t('offers.grid.count', { count: 1234 })).toBe('1\u00a0234 offres');
    expect(t('offers.grid.count', { count: 1 })).toBe('1 offre');
    expect(categoryLabel(t, 'Vacation Rentals')).toBe('Locations de vacances');
    expect(problemIn(t, VALIDATION_MESSAGES.numberMax)).toBe('Doit être d’au plus 1000000.');
  });
});

describe("the offers catalog's English", () => {
  it("is the contracts' own text for categories, sorts, statuses and report reasons", () => {
    for (const c of OFFER_CATEGORIES) expect(en[CATEGORY_LABEL[c]]).toBe(c);
    for (const [sort, label] of Object.entries(SEARCH_SORT_LABELS))
      expect(en[SORT_LABEL[sort as keyof typeof SORT_LABEL]]).toBe(label);
    for (const s of MY_OFFER_TABS) expect(en[STATUS_LABEL[s]]).toBe(OFFER_STATUS_LABELS[s]);
    for (const [reason, label] of Object.entries(OFFER_REPORT_REASON_LABELS))
      expect(en[REASON_LABEL[reason as keyof typeof REASON_LABEL]]).toBe(label);
  });

  it('reads the messages the search and report forms show letter for letter', () => {
    expect(en['offers.problem.numericOnly']).toBe(VALIDATION_MESSAGES.numericOnly);
    expect(en['offers.problem.decimals']).toBe(VALIDATION_MESSAGES.decimals);
    expect(en['offers.problem.numberMax']).toBe(VALIDATION_MESSAGES.numberMax);
    expect(en['offers.problem.priceRange']).toBe(OFFER_SEARCH_MESSAGES.priceRange);
  });
});
