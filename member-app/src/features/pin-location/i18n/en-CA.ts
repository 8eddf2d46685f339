/** The pin-location feature's pages in Canadian English: the app's own text, letter for letter (e2e suites read it). */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({
  'pin-location.current.form': 'Current PIN',
  'pin-location.current.heading': 'Enter your current PIN',
  'pin-location.current.label': 'Current PIN',
  'pin-location.current.continue': 'Continue',
  'pin-location.current.forgot': 'Forgot PIN?',
  'pin-location.forget.heading': 'Forgot your PIN?',
  'pin-location.forget.sent': '{message} It was sent to {email}. The link works once, for 30 minutes.',
  'pin-location.forget.backToSettings': 'Back to PIN settings',
  'pin-location.forget.text': 'We will email a link to {email} to choose a new PIN.',
  'pin-location.forget.yourAddress': 'your address',
  'pin-location.forget.send': 'Send reset link',
  'pin-location.expired.heading': 'Link expired',
  'pin-location.expired.text':
    'This link has expired or has already been used. Please request a new link to reset your PIN.',
  'pin-location.expired.requestNew': 'Request a new link',
  'pin-location.expired.signIn': 'Sign in',
  'pin-location.location.text':
    'We use your general location to show offers and members near you. Pick your city.',
  'pin-location.location.continue': 'Continue',
  'pin-location.location.updated': 'Your location has been updated.',
  'pin-location.newPin.heading': 'Choose a new PIN',
  'pin-location.newPin.label': 'New PIN',
  'pin-location.newPin.save': 'Save PIN',
  'pin-location.newPin.home': 'Home',
  'pin-location.settings.heading': 'PIN',
  'pin-location.settings.text':
    'Your 4-digit PIN confirms payments from your wallet. Never share it with anyone.',
  'pin-location.settings.change': 'Change PIN',
  'pin-location.settings.forgot': 'Forgot PIN?',
  'pin-location.settings.set': 'Set PIN',
  'pin-location.setup.text': 'Create a 4-digit PIN. You will use it to confirm payments from your wallet.',
  'pin-location.setup.continue': 'Continue',
  'pin-location.setup.alreadySet': 'Your PIN is set. Continue, or choose a different one below.',
  'pin-location.setup.submit': 'Set PIN',
  'pin-location.setup.done': 'Your PIN has been set.',
  'pin-location.form.pin': 'PIN',
  'pin-location.form.confirm': 'Confirm {label}',
});
