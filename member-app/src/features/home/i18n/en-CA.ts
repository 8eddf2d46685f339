/** The home feature's pages in Canadian English: the app's own text, letter for letter (e2e suites read it). */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({
  'home.welcome': 'Welcome',
  'home.welcomeName': 'Welcome, {name}',
  'home.welcomeBack': 'Welcome back',
  'home.welcomeBackName': 'Welcome back, {name}',
  'home.loading': 'Loading offers near you',
  'home.retry': 'Try again',
  'home.empty.title': 'No offers near you yet.',
  'home.empty.text': 'Be the first to list something, or look further away.',
  'home.empty.createOffer': 'Create offer',
  'home.empty.searchEverywhere': 'Search everywhere',
  'home.section.seeAll': 'See all ({total, number})',
  'home.section.seeAllLabel': 'See all {title} ({total})',
  'home.section.empty': 'Nothing near you here yet.',
});
