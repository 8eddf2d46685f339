/** The sign-up and forgotten-password pages in Canadian French (docs/i18n-glossary.md). */
import type { Translation } from '@barterbits/contracts';
import type en from './en-CA.ts';

export default {
  'accounts.signUp.heading': 'Créer un compte',
  'accounts.signUp.lead': 'Rejoignez votre communauté de troc avec votre adresse courriel.',
  'accounts.signUp.form': 'Inscription',
  'accounts.signUp.invitedBy': 'Invité par {name}',
  'accounts.signUp.codeUnknown':
    'Ce code d’invitation n’est pas valide. Vous pouvez tout de même vous inscrire.',
  'accounts.signUp.password': 'Mot de passe',
  'accounts.signUp.confirmPassword': 'Confirmer le mot de passe',
  'accounts.signUp.submit': 'S’inscrire',
  'accounts.signUp.haveAccount': 'Vous avez déjà un compte\u00a0?',
  'accounts.signUp.signIn': 'Se connecter',
  'accounts.passwordRules.list': 'Règles du mot de passe',
  'accounts.passwordRules.length': 'Au moins 8 caractères',
  'accounts.passwordRules.uppercase': '1 majuscule',
  'accounts.passwordRules.lowercase': '1 minuscule',
  'accounts.passwordRules.digit': '1 chiffre',
  'accounts.passwordRules.special': '1 caractère spécial',
  'accounts.passwordRules.met': ' (respectée)',
  'accounts.passwordRules.notMet': ' (non respectée)',
  'accounts.forgetPassword.heading': 'Mot de passe oublié\u00a0?',
  'accounts.forgetPassword.lead':
    'Entrez l’adresse courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'accounts.forgetPassword.form': 'Mot de passe oublié',
  'accounts.forgetPassword.submit': 'Envoyer le lien',
  'accounts.forgetPassword.back': 'Retour à la connexion',
} satisfies Translation<typeof en>;
