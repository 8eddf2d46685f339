/**
 * The login page's words in English. Plain text (no placeholders): the page is shown before react-admin
 * and its messages load (LoginApp.tsx); inside the console they are its messages' `console.login.*`.
 */
export default {
  title: 'BarterBits Admin',
  form: 'Sign in',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Sign in',
  signingIn: 'Signing in',
  required: 'Required field.',
  refused: 'Could not sign in. Please try again.',
  language: 'Language',
};
