import type { BodyOf, ParamsOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/**
 * PIN and general-location calls: one typed function per endpoint. set-pin answers
 * re-issued session tokens in the access-token / refresh-token headers, which the client stores.
 */
export const pinLocationApi = (invoke: Invoke) => ({
  /** POST /user/set-pin. */
  setPin: (body: BodyOf<'setPin'>) => invoke('setPin', { body }),
  /** POST /user/verify-pin: a single-use pinToken valid 5 minutes. */
  verifyPin: (body: BodyOf<'verifyPin'>) => invoke('verifyPin', { body }),
  /** POST /user/change-pin with the pinToken of verify-pin. */
  changePin: (body: BodyOf<'changePin'>) => invoke('changePin', { body }),
  /** POST /user/forgot-pin: e-mails a PIN-reset link. */
  forgotPin: () => invoke('forgotPin'),
  /** POST /auth/reset-pin/verify-link. */
  verifyPinResetLink: (body: BodyOf<'verifyPinResetLink'>) => invoke('verifyPinResetLink', { body }),
  /** POST /auth/reset-pin with the e-mailed token. */
  resetPin: (body: BodyOf<'resetPin'>) => invoke('resetPin', { body }),
  /** GET /places/autocomplete. */
  placesAutocomplete: (query: QueryOf<'placesAutocomplete'>, signal?: AbortSignal) =>
    invoke('placesAutocomplete', { query, ...(signal ? { signal } : {}) }),
  /** GET /places/details/:placeId. */
  placeDetails: (placeId: ParamsOf<'placeDetails'>['placeId'], signal?: AbortSignal) =>
    invoke('placeDetails', { params: { placeId }, ...(signal ? { signal } : {}) }),
  /** POST /user/location-setup: answers the updated user. */
  locationSetup: (body: BodyOf<'locationSetup'>) => invoke('locationSetup', { body }),
});
