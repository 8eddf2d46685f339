// First: the API client's modules read local storage when loaded.
import './memory-local-storage.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import formsEn from '../i18n/forms/en-CA.ts';
import { api } from './api.ts';
import {
  catalogKey,
  changeLocale,
  chooseLocale,
  currentLocale,
  i18n,
  LANGUAGE_COOKIE,
  loadCatalogs,
  startLanguage,
  switchLocale,
  t,
  tOr,
  useT,
} from './i18n.ts';
import { translateValidation } from './validation-text.ts';

const storage = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null });
const none = { storage: storage({}), cookies: '', languages: [] as string[] };

let copies = 0;
/**
 * A copy of the language module of its own (nothing loaded yet), as a fresh page has it; the rest of the
 * module graph is shared with the other files of this worker, so it is not reset.
 */
const freshLanguageModule = async (): Promise<typeof import('./i18n.ts')> =>
  import(/* @vite-ignore */ `./i18n.ts?copy=${++copies}`);

describe('chooseLocale: the language the app starts in', () => {
  it("takes the stored member's language first", () => {
    const member = storage({
      'bb.user': JSON.stringify({ userId: 'u1', language: 'fr-CA' }),
      bb_lang: 'en-CA',
    });
    expect(chooseLocale({ storage: member, cookies: 'bb_lang=en-CA', languages: ['en-CA'] })).toBe('fr-CA');
  });

  it('then the choice made on this browser: the cookie, else local storage', () => {
    expect(chooseLocale({ ...none, cookies: 'a=1; bb_lang=fr-CA', languages: ['en'] })).toBe('fr-CA');
    expect(chooseLocale({ ...none, storage: storage({ bb_lang: 'fr-CA' }), languages: ['en'] })).toBe(
      'fr-CA',
    );
    expect(
      chooseLocale({ storage: storage({ bb_lang: 'fr-CA' }), cookies: 'bb_lang=en-CA', languages: ['fr'] }),
    ).toBe('en-CA');
  });

  it("then the browser's languages, English when none is English or French", () => {
    expect(chooseLocale({ ...none, languages: ['fr-FR', 'en'] })).toBe('fr-CA');
    expect(chooseLocale({ ...none, languages: ['de', 'en-GB'] })).toBe('en-CA');
    expect(chooseLocale({ ...none, languages: ['de'] })).toBe('en-CA');
  });

  it('skips what is unreadable or not a language of the app', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(chooseLocale({ storage: refusing, cookies: '', languages: ['fr'] })).toBe('fr-CA');
    expect(chooseLocale({ ...none, storage: storage({ 'bb.user': '{not json' }), languages: ['fr'] })).toBe(
      'fr-CA',
    );
    expect(chooseLocale({ ...none, cookies: 'bb_lang=de-DE', languages: ['fr'] })).toBe('fr-CA');
    const member = storage({ 'bb.user': JSON.stringify({ userId: 'u1', language: 'es' }) });
    expect(chooseLocale({ storage: member, cookies: '', languages: ['fr'] })).toBe('fr-CA');
  });
});

describe('catalogKey', () => {
  it("names a feature's catalog and a shared one", () => {
    expect(catalogKey('../features/auth/i18n/fr-CA.ts')).toBe('auth/fr-CA');
    expect(catalogKey('../i18n/forms/en-CA.ts')).toBe('forms/en-CA');
  });
});

const Heading = () => <h1>{useT()('auth.signIn.heading')}</h1>;

describe('the app in English and French', () => {
  let cookie = '';
  const items = new Map<string, string>();
  beforeEach(() => {
    cookie = '';
    items.clear();
    vi.stubGlobal('document', {
      documentElement: { lang: '' },
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        cookie = value;
      },
    });
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
    });
    startLanguage('en-CA');
  });
  afterEach(async () => {
    // Other files of this worker render in English.
    await changeLocale('en-CA');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders a page in the language it is in, and follows a switch', async () => {
    await loadCatalogs(['auth', 'forms']);
    expect(renderToStaticMarkup(<Heading />)).toBe('<h1>Sign in</h1>');
    const changed = vi.fn();
    const stop = i18n.on('change', changed);
    await changeLocale('fr-CA');
    stop();
    // useT re-renders on this event.
    expect(changed).toHaveBeenCalled();
    expect(currentLocale()).toBe('fr-CA');
    expect(renderToStaticMarkup(<Heading />)).toBe('<h1>Connexion</h1>');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(api.language()).toBe('fr-CA');
    expect(t('auth.signIn.forgotPassword')).toBe('Mot de passe oublié\u00a0?');
  });

  it('a page loaded while a switch is on its way has its words in the new language too', async () => {
    // A fresh copy of the module: nothing loaded yet, as after a sign-in into a French account.
    const fresh = await freshLanguageModule();
    fresh.startLanguage('en-CA');
    const switching = fresh.changeLocale('fr-CA');
    // The page the sign-in goes to asks for its catalogs now, in the language still on screen.
    await fresh.loadCatalogs(['auth']);
    await switching;
    expect(fresh.currentLocale()).toBe('fr-CA');
    expect(fresh.t('auth.signIn.heading')).toBe('Connexion');
    await fresh.changeLocale('en-CA');
    expect(fresh.t('auth.signIn.heading')).toBe('Sign in');
  });

  it('tells the components reading words when more of them load in the same language, not only on a switch', async () => {
    const fresh = await freshLanguageModule();
    fresh.startLanguage('fr-CA');
    const notified = vi.fn();
    const stop = fresh.messagesStore.subscribe(notified);
    const before = fresh.messagesStore.snapshot();
    expect(fresh.tOr('auth.signIn.heading', 'Sign in')).toBe('Sign in');
    await fresh.loadCatalogs(['auth']);
    stop();
    // React re-renders a component when the snapshot it read has changed since.
    expect(notified).toHaveBeenCalled();
    expect(fresh.messagesStore.snapshot()).not.toBe(before);
    expect(fresh.tOr('auth.signIn.heading', 'Sign in')).toBe('Connexion');
  });

  it("words zod's own messages in the app's language (a schema without a message of its own)", async () => {
    const tooShort = () => z.string().min(3).safeParse('a').error?.issues[0]?.message;
    const english = tooShort();
    expect(english).toMatch(/^Too small/);
    await changeLocale('fr-CA');
    expect(tooShort()).toMatch(/^Trop petit/);
    await changeLocale('en-CA');
    expect(tooShort()).toBe(english);
  });

  it('leaves each catalog module as it is written when loading several into one language', async () => {
    await loadCatalogs(['forms', 'auth', 'accounts']);
    await changeLocale('fr-CA');
    // The first one loaded (forms) would otherwise have become the store the others are merged into.
    expect(Object.keys(formsEn).every((id) => id.startsWith('forms.'))).toBe(true);
  });

  it('a switch loads the catalogs already in use in the new language, and remembers the choice', async () => {
    const update = vi.spyOn(api, 'updateLanguage').mockResolvedValue(undefined as never);
    await loadCatalogs(['accounts']);
    await switchLocale('fr-CA');
    expect(t('accounts.signUp.heading')).toBe('Créer un compte');
    expect(cookie).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=fr-CA; path=/;`));
    expect(items.get(LANGUAGE_COOKIE)).toBe('fr-CA');
    // Signed out: nothing is sent for an account.
    expect(update).not.toHaveBeenCalled();
    await switchLocale('en-CA', { signedIn: true });
    expect(update).toHaveBeenCalledWith({ language: 'en-CA' });
    expect(t('accounts.signUp.heading')).toBe('Create an account');
  });

  it('shows the words of shared components in English where no catalog has them', async () => {
    await changeLocale('fr-CA');
    // A catalog this test never loads: its ids are not in the messages.
    expect(tOr('accounts.signUp.submit' as 'forms.back', 'Sign up')).toBe(
      'accounts.signUp.submit' in i18n.messages ? 'S’inscrire' : 'Sign up',
    );
    await loadCatalogs(['forms']);
    expect(tOr('forms.back', 'Back')).toBe('Retour');
    expect(tOr('forms.password.show', 'Show password', { label: 'mot de passe' })).toBe(
      'Afficher le champ «\u00a0mot de passe\u00a0»',
    );
  });

  it("translates the contracts' validation messages shown on the forms, and leaves others as they are", async () => {
    await loadCatalogs(['forms']);
    expect(translateValidation('Invalid email format.')).toBe('Invalid email format.');
    await changeLocale('fr-CA');
    expect(translateValidation('Invalid email format.')).toBe('Format de courriel invalide.');
    expect(translateValidation('Required field.')).toBe('Champ obligatoire.');
    expect(translateValidation('Invalid email or password.')).toBe('Invalid email or password.');
    expect(translateValidation(undefined)).toBeUndefined();
  });

  it('the switcher names the other language in that language', async () => {
    const english = renderToStaticMarkup(<LanguageSwitcher />);
    expect(english).toContain('lang="fr-CA"');
    expect(english).toContain('>Français</button>');
    await changeLocale('fr-CA');
    const french = renderToStaticMarkup(<LanguageSwitcher />);
    expect(french).toContain('lang="en-CA"');
    expect(french).toContain('>English</button>');
  });
});
