// First: the API client's modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import type { TUser } from '@barterbits/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { changeLocale, currentLocale, LANGUAGE_COOKIE, loadCatalogs, startLanguage } from '../../lib/i18n.ts';
import { EditFormActions } from './components/edit-form.tsx';
import { chooseAccountLanguage, LanguageSetting } from './components/language-setting.tsx';
import { ProfilePage } from './components/profile-page.tsx';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

const user = { id: 'u1', email: 'alex@demo.barterbits.ca', language: 'en-CA' } as TUser;

describe('the profile pages in French', () => {
  let cookie = '';
  beforeEach(() => {
    cookie = '';
    // The language switch writes the language cookie and <html lang>.
    vi.stubGlobal('document', {
      documentElement: { lang: '' },
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        cookie = value;
      },
    });
    startLanguage('en-CA');
  });
  afterEach(async () => {
    // Other files of this worker render in English.
    await changeLocale('en-CA');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows an edit page in English, then in French once the app reads French', async () => {
    await loadCatalogs(['profile']);
    const page = () =>
      render(
        <ProfilePage title="x">
          <EditFormActions saving={false} />
        </ProfilePage>,
      );
    expect(page()).toContain('>Save</button>');
    await changeLocale('fr-CA');
    const french = page();
    expect(french).toContain('aria-label="Retour"');
    expect(french).toContain('>Annuler</button>');
    expect(french).toContain('>Enregistrer</button>');
  });

  it('offers English and Français, each named in itself, the language being read chosen', async () => {
    await loadCatalogs(['profile']);
    await changeLocale('fr-CA');
    const html = render(<LanguageSetting user={user} />);
    expect(html).toContain('aria-label="Langue"');
    expect(html).toContain('BarterBits, ses courriels et ses avis vous parviennent dans cette langue.');
    expect(html).toMatch(/lang="en-CA"[\s\S]*English/);
    expect(html).toMatch(/lang="fr-CA"[\s\S]*Français/);
    expect(html).toMatch(/<input[^>]*value="fr-CA"[^>]*checked=""|<input[^>]*checked=""[^>]*value="fr-CA"/);
  });

  it('a choice switches the app, is stored for the account, and is kept in the stored member', async () => {
    await loadCatalogs(['profile']);
    const update = vi.spyOn(api, 'updateLanguage').mockResolvedValue(undefined as never);
    const applyProfile = vi.fn();
    const stored = await chooseAccountLanguage('fr-CA', { previous: 'en-CA', user, applyProfile });
    expect(stored).toBe(true);
    expect(update).toHaveBeenCalledWith({ language: 'fr-CA' });
    expect(currentLocale()).toBe('fr-CA');
    expect(cookie).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=fr-CA;`));
    // The profile query and bb.user take the account's new language (a reload starts in it).
    expect(applyProfile).toHaveBeenCalledWith({ ...user, language: 'fr-CA' });
  });

  it('goes back to the language it was in when the account cannot store the choice', async () => {
    await loadCatalogs(['profile']);
    vi.spyOn(api, 'updateLanguage').mockRejectedValue(new Error('offline'));
    const applyProfile = vi.fn();
    const stored = await chooseAccountLanguage('fr-CA', { previous: 'en-CA', user, applyProfile });
    expect(stored).toBe(false);
    expect(currentLocale()).toBe('en-CA');
    expect(cookie).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=en-CA;`));
    expect(applyProfile).not.toHaveBeenCalled();
  });
});
