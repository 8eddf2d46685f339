/** The onboarding feature's pages in Canadian English: the app's own text, letter for letter (e2e suites read it). */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({
  'onboarding.continue': 'Continue',
  'onboarding.accountType.label': 'Account type',
  'onboarding.accountType.personal': 'Personal',
  'onboarding.accountType.personalDescription': 'Trade your own products and services with the community.',
  'onboarding.accountType.business': 'Business',
  'onboarding.accountType.businessDescription':
    'Trade on behalf of your business and be found by its categories.',
  'onboarding.personal.form': 'Personal profile',
  'onboarding.business.form': 'Business details',
  'onboarding.business.name': 'Business name',
  'onboarding.business.website': 'Website',
  'onboarding.business.description': 'Description',
  'onboarding.business.phone': 'Business phone number',
  'onboarding.business.contact': 'Contact person',
  'onboarding.categories.heading': 'Choose your business categories',
  'onboarding.categories.lead':
    'Members find businesses by these. Pick up to {max} categories or sub-categories.',
  'onboarding.categories.count': '{count} of {max} selected',
  'onboarding.categories.min': 'Please select at least one category.',
  'onboarding.confirmCategories.heading': 'Confirm your categories',
  'onboarding.confirmCategories.list': 'Selected categories',
  'onboarding.confirmCategories.edit': 'Edit',
  'onboarding.pledge.heading': 'Our community pledge',
  'onboarding.pledge.accept': 'I pledge',
  'onboarding.pledge.required': 'Please accept the pledge to continue.',
  'onboarding.review.heading': 'Review and submit',
  'onboarding.review.business': 'Business',
  'onboarding.review.categories': 'Categories',
  'onboarding.review.list': 'Categories to submit',
  'onboarding.review.pledged': 'You have taken the community pledge.',
  'onboarding.review.editCategories': 'Edit categories',
  'onboarding.review.submit': 'Submit',
});
