/** The maintenance words in French: the notice the shell shows on a locked page, and the testers' pass form. */
// First: the language module reaches the API client, whose modules read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadCatalogs } from '../../../lib/i18n.ts';
import { MaintenanceNotice } from './maintenance-notice.tsx';
import { UnlockPassForm } from './unlock-pass-form.tsx';

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('the maintenance words', () => {
  beforeEach(async () => {
    await loadCatalogs(['restrictions', 'app'], 'en-CA');
    await loadCatalogs(['restrictions', 'app'], 'fr-CA');
    i18n.activate('en-CA');
  });
  afterEach(() => {
    // Other files of this worker render in English.
    i18n.activate('en-CA');
  });

  it('read in English as before', () => {
    const notice = render(
      <MaintenanceNotice module={{ id: 'wallet', name: 'Wallet' }} adminNote="Back at 10." />,
    );
    expect(notice).toContain('Wallet is under maintenance: Back at 10.');
    expect(notice).toContain('Go to Home');
    expect(render(<UnlockPassForm onUnlocked={() => {}} />)).toContain('Use unlock pass');
  });

  it('read in French', () => {
    i18n.activate('fr-CA');
    const notice = render(<MaintenanceNotice module={{ id: 'wallet', name: 'Portefeuille' }} adminNote="" />);
    expect(notice).toContain('Portefeuille\u00a0: maintenance en cours.');
    expect(notice).toContain('Aller à l’accueil');
    const form = render(<UnlockPassForm onUnlocked={() => {}} />);
    expect(form).toContain('Utiliser le laissez-passer');
    expect(form).toContain('aria-label="Laissez-passer de déverrouillage pour les testeurs"');
  });
});
