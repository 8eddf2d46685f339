/** Words shared by every page in Canadian French (see docs/i18n-glossary.md). */
import type { Translation } from '../catalog.ts';
import type en from './en-CA.ts';

export default {
  'common.language.english': 'English',
  'common.language.french': 'Français',
  'common.auth.signIn': 'Se connecter',
  'common.auth.signUp': 'S’inscrire',
  'common.auth.createAccount': 'Créer un compte',
  'common.auth.email': 'Courriel',
  'common.auth.password': 'Mot de passe',
  'common.auth.forgotPassword': 'Mot de passe oublié\u00a0?',
  'common.offers.count': '{count, plural, one {# offre} other {# offres}}',
} satisfies Translation<typeof en>;
