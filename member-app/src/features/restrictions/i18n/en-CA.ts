/** The restrictions feature's pages in Canadian English: the app's own text, letter for letter (e2e suites read it). */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({
  'restrictions.page.checking': 'Checking the service',
  'restrictions.page.unreachable': 'We could not reach {product}',
  'restrictions.page.checkConnection': 'Check your connection.',
  'restrictions.page.tryAgain': 'Try again',
  'restrictions.page.backSoon': "We'll be back soon",
  'restrictions.page.downDefault': 'The marketplace is down for maintenance.',
  'restrictions.page.safe': 'Your offers, wallet and messages are safe. Nothing changes while we work.',
  'restrictions.page.open': 'The marketplace is open',
  'restrictions.page.underMaintenance': 'Under maintenance: {modules}. {note}',
  'restrictions.page.stillWorking': 'We are still working on it. Try again in a few minutes.',
  'restrictions.page.continue': 'Continue',
  'restrictions.unlock.form': 'Unlock pass for testers',
  'restrictions.unlock.label': 'Unlock pass',
  'restrictions.unlock.hint': 'Testers: paste the pass an admin gave you.',
  'restrictions.unlock.submit': 'Use unlock pass',
});
