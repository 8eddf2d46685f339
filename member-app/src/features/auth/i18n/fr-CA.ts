/** The sign-in page (/sign-in) in Canadian French (docs/i18n-glossary.md). */
import type { Translation } from '@barterbits/contracts';
import type en from './en-CA.ts';

export default {
  'auth.signIn.heading': 'Connexion',
  'auth.signIn.lead': 'Échangez des offres avec votre communauté, payées en BITS™.',
  'auth.signIn.form': 'Connexion',
  'auth.signIn.password': 'Mot de passe',
  'auth.signIn.submit': 'Se connecter',
  'auth.signIn.forgotPassword': 'Mot de passe oublié\u00a0?',
  'auth.signIn.createAccount': 'Créer un compte',
  'auth.social.or': 'ou',
} satisfies Translation<typeof en>;
