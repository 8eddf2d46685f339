// First: the API client's modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs, startLanguage } from '../../lib/i18n.ts';
import { PersonalProfileForm } from './components/personal-profile-form.tsx';
import { BusinessCategoriesRoute } from './routes/business-categories.tsx';
import { ProfileSetupRoute } from './routes/profile-setup.tsx';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('the onboarding pages in French', () => {
  beforeAll(() => startLanguage('en-CA'));
  afterEach(async () => {
    // Other files of this worker render in English.
    await changeLocale('en-CA');
  });

  it('offers the account types in English, then in French once the app reads French', async () => {
    await loadCatalogs(['onboarding', 'forms']);
    const english = render(<ProfileSetupRoute />);
    expect(english).toContain('Trade your own products and services with the community.');
    expect(english).toContain('aria-label="Account type"');
    await changeLocale('fr-CA');
    const french = render(<ProfileSetupRoute />);
    expect(french).toContain('Personnel');
    expect(french).toContain('Échangez vos propres produits et services avec la communauté.');
    expect(french).toContain('aria-label="Type de compte"');
    expect(french).toContain('Continuer');
    expect(french).not.toContain('Continue<');
  });

  it('counts the chosen categories and names the form in French', async () => {
    await loadCatalogs(['onboarding', 'forms'], 'fr-CA');
    await changeLocale('fr-CA');
    const categories = render(<BusinessCategoriesRoute />);
    expect(categories).toContain('Choisissez les catégories de votre entreprise');
    expect(categories).toContain('Choisissez jusqu’à 5 catégories ou sous-catégories.');
    expect(categories).toContain('Sélection\u00a0: 0 sur 5');
    expect(render(<PersonalProfileForm />)).toContain('aria-label="Profil personnel"');
  });
});
