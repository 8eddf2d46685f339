import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoginScreen } from './LoginScreen.tsx';
import { loadLoginWords } from './loginWords.ts';

const signIn = () => Promise.resolve();

describe('the login page', () => {
  it('reads in English by default, with a switch to French named in French', () => {
    const html = renderToStaticMarkup(<LoginScreen onSignIn={signIn} />);
    expect(html).toContain('BarterBits Admin');
    expect(html).toContain('Email');
    expect(html).toContain('>Sign in<');
    expect(html).toContain('lang="fr-CA"');
    expect(html).toContain('Français');
  });

  it('reads in French with the French words (fetched on demand), with a switch back to English', async () => {
    const words = await loadLoginWords('fr-CA');
    const html = renderToStaticMarkup(
      <LoginScreen onSignIn={signIn} language={{ locale: 'fr-CA', words, onSwitch: () => {} }} />,
    );
    expect(html).toContain('Courriel');
    expect(html).toContain('Mot de passe');
    expect(html).toContain('>Se connecter<');
    expect(html).not.toContain('Email');
    expect(html).toContain('lang="en-CA"');
    expect(html).toContain('English');
  });
});
