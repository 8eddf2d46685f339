/**
 * Words shared by every page in Canadian English: the language switcher, the sign-in and sign-up words,
 * counts. The text is the member app's own, letter for letter.
 */
import { defineCatalog } from '../catalog.ts';

export default defineCatalog({
  // The switcher names each language in that language, so both catalogs say the same.
  'common.language.english': 'English',
  'common.language.french': 'Français',
  'common.auth.signIn': 'Sign in',
  'common.auth.signUp': 'Sign up',
  'common.auth.createAccount': 'Create an account',
  'common.auth.email': 'Email',
  'common.auth.password': 'Password',
  'common.auth.forgotPassword': 'Forgot password?',
  'common.offers.count': '{count, plural, one {# offer} other {# offers}}',
});
