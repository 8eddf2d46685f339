// First: the API client's modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs } from '../../lib/i18n.ts';
import { startsInEnglish } from '../../lib/language-test-support.ts';
import type { LoggedInMember } from '../../lib/member.ts';
import { userAtom } from '../../stores/session.ts';
import { ChangeEmailRoute } from './routes/change-email.tsx';
import { EmailSentRoute } from './routes/email-sent.tsx';
import { EmailVerificationRoute } from './routes/email-verification.tsx';
import { ForgotPasswordLinkExpireRoute } from './routes/forgot-password-link-expire.tsx';

const EMAIL = 'claire.tremblay-des-rosiers@example.ca';

/** A page as a member waiting for their address to be verified sees it, `state` in the router's entry. */
const render = (node: ReactNode, state?: unknown) => {
  const store = createStore();
  store.set(userAtom, { userId: 'u1', email: EMAIL, checkOutStatus: 'EMAIL_VERIFICATION' } as LoggedInMember);
  return renderToStaticMarkup(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[{ pathname: '/', state }]}>{node}</MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
};

/** The words a reader sees: the markup without its styles and tags. */
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'");

/** The address in bold, breaking anywhere rather than overflow a phone. */
const BOLD_ADDRESS = new RegExp(
  `\\.(css-\\w+)\\{overflow-wrap:anywhere;\\}.*<strong class="[^"]*\\1">${EMAIL}</strong>`,
);

describe('the account pages in French', () => {
  startsInEnglish();

  it('/email-verification reads in English, then in French after a switch, the address in bold either way', async () => {
    await loadCatalogs(['accounts', 'forms', 'app']);
    const englishHtml = render(<EmailVerificationRoute />);
    const english = textOf(englishHtml);
    expect(english).toContain('Check your inbox');
    expect(englishHtml).toContain('>Resend email</button>');
    expect(english).toContain(
      `We sent a verification link to ${EMAIL}. Open it to verify your email address and continue setting up your account. The link expires in 24 hours.`,
    );
    expect(english).toContain(
      "Didn't get it? Check your spam folder. You can ask for a new email once every 60 seconds.",
    );
    expect(english).toContain('Wrong address? Sign out and sign up again.');
    expect(englishHtml).toMatch(BOLD_ADDRESS);

    await changeLocale('fr-CA');
    const frenchHtml = render(<EmailVerificationRoute />);
    const french = textOf(frenchHtml);
    expect(french).toContain('Vérifiez votre boîte de réception');
    expect(frenchHtml).toContain('>Renvoyer le courriel</button>');
    expect(french).toContain(`Nous avons envoyé un lien de vérification à ${EMAIL}. Ouvrez-le`);
    expect(french).toContain('Vous ne l’avez pas reçu\u00a0? Vérifiez votre dossier de pourriels.');
    expect(french).toContain('Mauvaise adresse\u00a0? Déconnectez-vous et inscrivez-vous de nouveau.');
    expect(frenchHtml).toMatch(BOLD_ADDRESS);
    expect(french).not.toContain('Check your inbox');
  });

  it("/email-sent words the server's confirmation as the server does in French", async () => {
    await loadCatalogs(['accounts', 'forms', 'app']);
    await changeLocale('fr-CA');
    const french = textOf(render(<EmailSentRoute />, { email: EMAIL }));
    expect(french).toContain('Vérifiez vos courriels');
    expect(french).toContain('Si un compte existe pour cette adresse courriel, un courriel y sera envoyé.');
    expect(french).toContain(`Envoyé à ${EMAIL}. Le lien fonctionne une seule fois et expire dans 1 heure.`);
    expect(french).toContain('Retour à la connexion');
    expect(french).toContain('Utiliser une autre adresse courriel');
    expect(french).not.toContain('Back to sign in');
  });

  it('/forgot-password-link-expire counts the hours in each language', async () => {
    await loadCatalogs(['accounts', 'forms', 'app']);
    expect(render(<ForgotPasswordLinkExpireRoute />)).toContain(
      'This link has expired or has already been used. Password reset links work once and expire after 1 hour.',
    );
    await changeLocale('fr-CA');
    const french = render(<ForgotPasswordLinkExpireRoute />);
    expect(french).toContain('Lien expiré');
    expect(french).toContain(
      'Ce lien a expiré ou a déjà été utilisé. Les liens de réinitialisation du mot de passe fonctionnent une seule fois et expirent après 1 heure.',
    );
    expect(french).toContain('Demander un nouveau lien');
  });

  it('/change-email lists the steps and counts the hours in French', async () => {
    await loadCatalogs(['accounts', 'forms', 'app']);
    expect(textOf(render(<ChangeEmailRoute />))).toContain(
      'The links work once and expire after 24 hours. Your other devices are signed out once the change is done.',
    );
    await changeLocale('fr-CA');
    const frenchHtml = render(<ChangeEmailRoute />);
    const french = textOf(frenchHtml);
    expect(french).toContain('Changer d’adresse courriel');
    expect(french).toContain(`Vous vous connectez avec ${EMAIL}.`);
    expect(frenchHtml).toMatch(BOLD_ADDRESS);
    expect(frenchHtml).toContain('aria-label="Étapes"');
    expect(french).toContain('Confirmez votre mot de passe actuel.');
    expect(french).toContain('Les liens fonctionnent une seule fois et expirent après 24 heures.');
    expect(french).toContain('Annuler');
  });
});
