/** The invited admin's set-up page in English (`console.onboarding.*`). French: fr-CA.ts. */
export default {
  deadTitle: 'This invitation link no longer works',
  deadText:
    'It has expired, was already used or was replaced by a newer invitation. Ask a super admin to send you a new invite.',
  goToSignIn: 'Go to sign-in',
  title: 'Set up your admin account',
  intro: 'Choose a password and tell us who you are. You enter the console once this is done.',
  password: 'Password',
  passwordRules:
    'Password must be at least 8 characters and include 1 uppercase letter, 1 lowercase letter, 1 digit and 1 special character.',
  confirmPassword: 'Confirm password',
  firstName: 'First name',
  lastName: 'Last name',
  mobileNo: 'Mobile number',
  mobileHint: '10 digits, e.g. 4165550123.',
  submit: 'Create my account',
};
