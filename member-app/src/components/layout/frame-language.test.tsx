/** The signed-in frame in French: the navigation, the navbar and the error page read the frame's catalog. */
// First: the language module reaches the API client, whose modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadCatalogs } from '../../lib/i18n.ts';
import type { LoggedInMember } from '../../lib/member.ts';
import { AppErrorPage } from '../app-error-page.tsx';
import { LoadError } from '../load-error.tsx';
import { Navbar } from './navbar.tsx';
import { NavigationPanel } from './navigation-panel.tsx';

const member = { userId: 'u1', firstName: 'Élodie', lastName: 'Roy', email: 'elodie@example.com' };
const frame = () =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <Navbar user={member as LoggedInMember} navOpen onToggleNav={() => {}} />
        <NavigationPanel isPhone={false} open onClose={() => {}} counts={{ notifications: 3 }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("the member frame in the reader's language", () => {
  beforeEach(async () => {
    // Both languages of the frame's catalog; a test switches the messages only (not the formats or the
    // API's language: files of this worker may stand in for the API client).
    await loadCatalogs(['app'], 'en-CA');
    await loadCatalogs(['app'], 'fr-CA');
    i18n.activate('en-CA');
  });
  afterEach(() => {
    // Other files of this worker render in English.
    i18n.activate('en-CA');
  });

  it('reads in English as before', () => {
    const html = frame();
    for (const text of ['Main navigation', '>Home<', '>My Offers<', '3 unread', 'Collapse navigation'])
      expect(html).toContain(text);
    expect(html).toContain('aria-label="Account menu"');
    // The switcher offers the other language, named in itself.
    expect(html).toContain('>Français</button>');
  });

  it('reads in French once the app is switched', async () => {
    i18n.activate('fr-CA');
    const html = frame();
    for (const text of [
      'Navigation principale',
      '>Accueil<',
      '>Mes offres<',
      '>Mon portefeuille<',
      '3 non lus',
    ])
      expect(html).toContain(text);
    expect(html).toContain('aria-label="Réduire la navigation"');
    expect(html).toContain('aria-label="Menu du compte"');
    expect(html).not.toContain('Main navigation');
  });

  it('words the error page and a failed load in French', async () => {
    i18n.activate('fr-CA');
    const error = renderToStaticMarkup(<AppErrorPage error={new Error('boom')} />);
    expect(error).toContain('Une erreur s’est produite');
    expect(error).toContain('Recharger');
    const failed = renderToStaticMarkup(<LoadError message="…" onRetry={() => {}} />);
    expect(failed).toContain('Réessayer');
  });
});
