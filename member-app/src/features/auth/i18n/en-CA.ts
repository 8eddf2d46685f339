/** The sign-in page (/sign-in) in Canadian English: the app's own text, letter for letter (e2e suites read it). */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({
  'auth.signIn.heading': 'Sign in',
  'auth.signIn.lead': 'Trade offers with your community, paid in BITS™.',
  'auth.signIn.form': 'Sign in',
  'auth.signIn.password': 'Password',
  'auth.signIn.submit': 'Sign in',
  'auth.signIn.forgotPassword': 'Forgot password?',
  'auth.signIn.createAccount': 'Create an account',
  'auth.social.or': 'or',
});
