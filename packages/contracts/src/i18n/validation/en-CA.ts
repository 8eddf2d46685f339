/**
 * The field messages of a refused form in Canadian English (VALIDATION_MESSAGES, and the image upload's
 * limits), built from those constants so the English stays theirs letter for letter.
 */
import { UPLOAD_MESSAGES } from '../../constants.ts';
import { VALIDATION_MESSAGES } from '../../messages.ts';
import { catalogFrom, defineCatalog } from '../catalog.ts';

export default defineCatalog({
  ...catalogFrom('validation', VALIDATION_MESSAGES),
  ...catalogFrom('validation.upload', UPLOAD_MESSAGES),

  // Messages written in the schemas themselves, not in a constants object: the server's unit tests find
  // each in the sources and check it is here.
  'validation.schema.adminRole': 'Choose an admin role.',
  'validation.schema.roleOrStatus': 'Give a new role or a new status.',
  'validation.schema.unknownStatus': 'Unknown status.',
  'validation.schema.unknownReason': 'Unknown reason.',
  'validation.schema.unknownSortField': 'Unknown sort field.',
  'validation.schema.unknownTimeZone': 'Unknown time zone.',
  'validation.schema.declinedOrActioned': 'Please choose Declined or Actioned.',
  'validation.schema.feedbackKind': 'Please choose what you are sending.',
  'validation.schema.trueOrFalse': 'Use true or false.',
  'validation.schema.memberSort': 'Sort must be one of distance, rating or recent.',
  'validation.schema.offerSort': 'Sort must be one of relevance, newest, nearest, price_asc or price_desc.',
  'validation.schema.deviceTokenMax': 'A device token is at most 4096 characters.',
  'validation.schema.categoryIdsMax': 'categoryIds must be at most 100 positive ids.',
  'validation.schema.categoryId': 'The category id must be a positive whole number.',
  'validation.schema.reaction': 'Choose LIKE, DISLIKE or NEUTRAL.',
  'validation.schema.searchMax100': 'Search must be at most 100 characters.',
  'validation.schema.searchMax30': 'Search must be at most 30 characters.',
  'validation.schema.searchTextMax100': 'Search text must be at most 100 characters.',
});
