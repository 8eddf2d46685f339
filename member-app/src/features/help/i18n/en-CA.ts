/** The help feature's pages in Canadian English: the app's own text, letter for letter (e2e suites read it). */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({
  'help.faq.heading': 'Frequently asked questions',
  'help.faq.intro': 'How BITS, trading, gifts and your account work on {product}.',
  'help.faq.search': 'Search questions',
  'help.faq.matches':
    '{count, plural, =0 {No questions match.} one {# question matches.} other {# questions match.}}',
  'help.faq.noMatch': 'No questions match “{query}”.',
  'help.faq.tryOther': 'Try other words, or write to us at',
  'help.faq.clear': 'Clear search',
  'help.faq.stillNeedHelp': 'Still need help?',
  'help.faq.writeTo': 'Write to',
  'help.faq.orTellUs': 'or tell us what you think.',
  'help.faq.sendFeedback': 'Send feedback',
});
