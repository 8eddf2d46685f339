// First: the API client's modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs } from '../../lib/i18n.ts';
import { startsInEnglish } from '../../lib/language-test-support.ts';
import { PasswordRoute } from './routes/password.tsx';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/password?email=claire%40example.ca']}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('the password step of sign-in in French', () => {
  startsInEnglish();

  it('reads in English, then in French after a switch', async () => {
    await loadCatalogs(['auth', 'forms']);
    const english = render(<PasswordRoute />);
    expect(english).toContain('Enter your password');
    expect(english).toContain('Signing in as');
    expect(english).toContain('Not you?');
    expect(english).toContain('Forgot password?');

    await changeLocale('fr-CA');
    const french = render(<PasswordRoute />);
    expect(french).toContain('Entrez votre mot de passe');
    expect(french).toContain('Connexion en tant que');
    expect(french).toContain('Ce n’est pas vous\u00a0?');
    expect(french).toContain('Mot de passe oublié\u00a0?');
    expect(french).toContain('claire@example.ca');
    expect(french).not.toContain('Enter your password');
  });
});
