/** The words of the "Save search" dialog of the search page, loaded with the dialog (not with the page). */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({
  'saved-search.title': 'Save this search',
  'saved-search.lead': 'We tell you when a new offer matches it. Find it later in your wants.',
  'saved-search.empty': 'Search for something (text or a category) before saving the search.',
  'saved-search.name': 'Name',
  'saved-search.alert': 'Tell me about new offers',
  'saved-search.alert.INSTANT': 'At once',
  'saved-search.alert.DAILY': 'In a daily digest',
  'saved-search.alert.OFF': 'Do not tell me',
  'saved-search.save': 'Save',
  'saved-search.cancel': 'Cancel',
  'saved-search.close': 'Close',
  'saved-search.done': 'Search saved. We will tell you when a new offer matches it.',
  'saved-search.setLocation': 'Set my location',
  'saved-search.nameRequired': 'Please name the search.',
  'saved-search.nameMax': 'The name must be at most 60 characters.',
});
