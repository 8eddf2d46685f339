/**
 * The success messages the API answers with as text (a body's `message`) that no module's `*_MESSAGES`
 * constants hold, in Canadian English, letter for letter as the routes write them. The server words every
 * success `message` in the request's language, these and the constants' (the errors catalog). Only the
 * server reads this catalog.
 */
import { defineCatalog } from '../catalog.ts';

export default defineCatalog({
  'responses.auth.signedOut': 'Signed out.',
  'responses.pinLocation.linkValid': 'The link is valid.',
  'responses.membership.cardSaved': 'Card saved.',
  'responses.membership.defaultCardUpdated': 'Default card updated.',
  'responses.membership.cardRemoved': 'Card removed.',
  'responses.membership.welcome': 'Welcome! Your membership is active.',
  'responses.membership.renewed': 'Your membership has been renewed.',
  'responses.membership.cancelled': 'Your membership has been cancelled.',
});
