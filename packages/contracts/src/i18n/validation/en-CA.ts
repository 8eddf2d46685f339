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
});
