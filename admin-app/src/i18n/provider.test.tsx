import { formatLocale } from '@barterbits/contracts';
import { I18nContext } from 'react-admin';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { applyLocale, consoleLocale } from '../language.ts';
import { NotAllowed } from '../permissions/NotAllowed.tsx';
import { createI18nProvider, loadMessages, messagesLoaded } from './provider.ts';
import { englishText } from './useT.ts';

describe("the console's i18nProvider", () => {
  afterAll(() => applyLocale('en-CA'));

  it("starts in English with react-admin's words and the console's, without the French", async () => {
    // A module of its own: other files of this worker may have loaded the French already.
    vi.resetModules();
    const fresh = await import('./provider.ts');
    const i18n = fresh.createI18nProvider('en-CA');
    expect(i18n.getLocale()).toBe('en-CA');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.translate('console.dashboard.heading')).toBe('Marketplace dashboard');
    expect(i18n.translate('resources.users.name', { smart_count: 2 })).toBe('Users');
    expect(i18n.getLocales?.()).toEqual([
      { locale: 'en-CA', name: 'English' },
      { locale: 'fr-CA', name: 'Français' },
    ]);
    // French is fetched only when chosen.
    expect(fresh.messagesLoaded('fr-CA')).toBe(false);
    expect(() => fresh.createI18nProvider('fr-CA')).toThrow(/not loaded/);
    await fresh.loadMessages('fr-CA');
    expect(fresh.messagesLoaded('fr-CA')).toBe(true);
  });

  it('loads the French on a switch, and applies it to formats and the API', async () => {
    const i18n = createI18nProvider('en-CA');
    await i18n.changeLocale('fr-CA');
    expect(messagesLoaded('fr-CA')).toBe(true);
    expect(i18n.getLocale()).toBe('fr-CA');
    expect(i18n.translate('ra.action.save')).toBe('Enregistrer');
    expect(i18n.translate('console.dashboard.heading')).toBe('Tableau de bord du marché');
    expect(i18n.translate('resources.users.fields.email')).toBe('Courriel');
    expect(i18n.translate('console.dashboard.days', { smart_count: 1 })).toBe('1 jour');
    expect(i18n.translate('console.dashboard.days', { smart_count: 3 })).toBe('3 jours');
    expect(consoleLocale()).toBe('fr-CA');
    expect(formatLocale()).toBe('fr-CA');
    await i18n.changeLocale('en-CA');
    expect(i18n.translate('console.dashboard.heading')).toBe('Marketplace dashboard');
    expect(formatLocale()).toBe('en-CA');
  });

  it('draws a console screen in French once the French is in', async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const html = renderToStaticMarkup(
      <I18nContext.Provider value={french}>
        <NotAllowed />
      </I18nContext.Provider>,
    );
    expect(html).toContain('Accès refusé');
    expect(html).not.toContain('Not allowed');
  });

  it('falls back to the English outside the provider (a screen drawn alone in a test)', () => {
    expect(renderToStaticMarkup(<NotAllowed />)).toContain('Not allowed');
    expect(englishText('console.menu.role', { role: 'Support' })).toBe('Role: Support');
    expect(englishText('console.dashboard.days', { smart_count: 1 })).toBe('1 day');
  });
});
