// First: the API client's modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import {
  MATCH_COUNT_CAP,
  OFFER_REPORT_REASON_LABELS,
  type TWant,
  WANT_MESSAGES,
} from '@barterbits/contracts';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs, t } from '../../lib/i18n.ts';
import { startsInEnglish } from '../../lib/language-test-support.ts';
import { AlertField } from './components/alert-field.tsx';
import { EmptyWants } from './components/empty-wants.tsx';
import { WantItem } from './components/want-item.tsx';
import { WantNotAvailable } from './components/want-not-available.tsx';
import en from './i18n/en-CA.ts';
import { matchCountArgs, REASON_LABEL, validationText } from './lib/want-text.ts';

const theme = createTheme();
const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );

const want: TWant = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Bike repair',
  description: null,
  category: 'Services',
  categoryId: 2,
  maxCents: 4_050,
  radiusKm: 15,
  alert: 'INSTANT',
  status: 'PAUSED',
  disabledReason: null,
  city: 'Halifax',
  province: 'Nova Scotia',
  // Within the renewal window: "Renew" shows beside Resume.
  expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  createdAt: '2026-11-01T12:00:00Z',
  updatedAt: '2026-11-01T12:00:00Z',
  matchCount: 3,
  newMatchCount: 2,
};

describe('the wants pages in French', () => {
  startsInEnglish();

  it('shows an own want, the empty state, the alert choice and a missing want in English, then in French', async () => {
    await loadCatalogs(['wants', 'app']);
    const page = () =>
      render(
        <>
          <WantItem want={want} />
          <EmptyWants />
          <AlertField id="alert" value="DAILY" onChange={() => {}} />
          <WantNotAvailable />
        </>,
      );
    const english = page();
    for (const text of [
      'Paused',
      '3 matches',
      '2 new',
      'Up to 40.50 BITS™',
      'Within 15 km',
      'Resume',
      'Renew',
      'Edit',
      'Delete',
      'You have no wants yet',
      'Post a want',
      'In a daily digest',
      'This want is not available',
    ])
      expect(english).toContain(text);
    expect(english).not.toContain('>Pause<');

    await changeLocale('fr-CA');
    const french = page();
    for (const text of [
      'En pause',
      '3 correspondances',
      '2 nouvelles',
      'Jusqu’à 40,50\u00a0BITS™',
      'Dans un rayon de 15\u00a0km',
      'Réactiver',
      'Renouveler',
      'Modifier',
      'Supprimer',
      'Vous n’avez encore aucune demande',
      'Publier une demande',
      'Dans un résumé quotidien',
      'Cette demande n’est pas disponible',
    ])
      expect(french).toContain(text);
    expect(french).not.toContain('Post a want');
  });

  it("shows the contracts' messages the want form checks in French", async () => {
    await loadCatalogs(['wants']);
    await changeLocale('fr-CA');
    expect(validationText(WANT_MESSAGES.titleMin)).toBe('Le titre doit compter au moins 3\u00a0caractères.');
    expect(validationText(WANT_MESSAGES.radius)).toBe(
      'Le rayon doit être un nombre entier de km de 1 à 500.',
    );
    expect(t('wants.matches', matchCountArgs(1))).toBe('1 correspondance');
    expect(t('wants.matches', matchCountArgs(MATCH_COUNT_CAP - 1))).toBe('99 correspondances');
    expect(t('wants.matches', matchCountArgs(MATCH_COUNT_CAP))).toBe('100+ correspondances');
    expect(t('wants.newMatches', matchCountArgs(MATCH_COUNT_CAP))).toBe('100+ nouvelles');
    await changeLocale('en-CA');
    expect(t('wants.matches', matchCountArgs(MATCH_COUNT_CAP))).toBe('100+ matches');
    expect(t('wants.newMatches', matchCountArgs(2))).toBe('2 new');
  });
});

describe("the wants catalog's English", () => {
  it("is the contracts' own text for the report reasons and the form's messages", () => {
    for (const [reason, label] of Object.entries(OFFER_REPORT_REASON_LABELS))
      expect(en[REASON_LABEL[reason as keyof typeof REASON_LABEL]]).toBe(label);
    expect(en['wants.problem.titleMin']).toBe(WANT_MESSAGES.titleMin);
    expect(en['wants.problem.titleMax']).toBe(WANT_MESSAGES.titleMax);
    expect(en['wants.problem.descriptionMax']).toBe(WANT_MESSAGES.descriptionMax);
    expect(en['wants.problem.category']).toBe(WANT_MESSAGES.category);
    expect(en['wants.problem.radius']).toBe(WANT_MESSAGES.radius);
    expect(en['wants.problem.maxPrice']).toBe(WANT_MESSAGES.maxPrice);
    expect(en['wants.problem.detailsRequired']).toBe(WANT_MESSAGES.detailsRequired);
    expect(en['wants.problem.detailsMax']).toBe(WANT_MESSAGES.detailsMax);
    expect(en['wants.problem.searchNameRequired']).toBe(WANT_MESSAGES.searchNameRequired);
    expect(en['wants.problem.searchNameMax']).toBe(WANT_MESSAGES.searchNameMax);
  });
});
