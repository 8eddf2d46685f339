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
  'auth.social.google': 'Continuer avec Google',
  'auth.social.facebook': 'Continuer avec Facebook',
  'auth.social.apple': 'Continuer avec Apple',
  'auth.password.heading': 'Entrez votre mot de passe',
  'auth.password.signingInAs': 'Connexion en tant que',
  'auth.password.notYou': 'Ce n’est pas vous\u00a0?',
  'auth.choosePassword.social':
    'Il servira à confirmer les changements importants à votre compte. Vous continuez de vous connecter avec votre compte {provider}.',
  'auth.choosePassword.custom':
    'Vous vous connecterez désormais avec ce mot de passe. Il remplace votre mot de passe actuel.',
  'auth.choosePassword.rules':
    '8\u00a0caractères ou plus, avec une majuscule, une minuscule, un chiffre et un symbole.',
  'auth.choosePassword.confirm': 'Confirmer le mot de passe',
  'auth.choosePassword.continue': 'Continuer',
} satisfies Translation<typeof en>;
