/**
 * PIN and general-location calls: set, verify, change and reset the wallet PIN; look up
 * places; save the member's general location. The PIN_SETUP stage covers the PIN and then the location.
 */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZUser } from '../entities.ts';
import { dataEnvelope, ZMessageResponse, zQueryInt } from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ZPin, ZPinAttempt, ZSelectedLocation } from '../rules.ts';
import { ZTokenPair } from './auth.ts';

/** Messages of this module the shared catalogue does not have. */
export const PIN_MESSAGES = {
  pinsMustMatch: 'PINs must match.',
  newPinMustDiffer: 'The new PIN must be different from the current one.',
  pinTokenInvalid: 'Your PIN confirmation has expired. Please enter your current PIN again.',
  pinNotSet: 'You have not set a PIN yet.',
  pinAlreadySet: 'Your PIN is already set. Use Change PIN to choose a new one.',
  pinSet: 'Your PIN has been set.',
  pinChanged: 'Your PIN has been changed.',
  pinResetSent: 'We have sent you an email with a link to reset your PIN.',
  placesInputMin: 'Please type at least 2 characters.',
  placesInputMax: 'Please type at most 100 characters.',
} as const;

/** Lifetimes: the proof of a checked PIN, and the e-mailed PIN-reset link. */
export const PIN_TOKEN_TTL_SECONDS = 5 * 60;
export const PIN_RESET_LINK_TTL_SECONDS = 30 * 60;
/** Wrong PINs in a row before PIN use locks, and for how long. */
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_SECONDS = 15 * 60;

const ZConfirmPin = z.string({ error: M.required }).min(1, M.required);
/** A new PIN and its confirmation: 4 digits, not guessable, both the same. */
const pinsMatch: [(v: { pin: string; confirmPin: string }) => boolean, { message: string; path: string[] }] =
  [(v) => v.pin === v.confirmPin, { message: PIN_MESSAGES.pinsMustMatch, path: ['confirmPin'] }];

export const ZSetPinRequest = z.object({ pin: ZPin, confirmPin: ZConfirmPin }).refine(...pinsMatch);
export type TSetPinRequest = z.input<typeof ZSetPinRequest>;
/** The session's tokens are re-issued (also in the access-token / refresh-token headers). */
export const ZSetPinResponse = dataEnvelope(ZTokenPair.extend({ user: ZUser }));
export type TSetPinResponse = z.infer<typeof ZSetPinResponse>;

export const ZVerifyPinRequest = z.object({ pin: ZPinAttempt });
export type TVerifyPinRequest = z.input<typeof ZVerifyPinRequest>;
/** `pinToken` proves the PIN for 5 minutes, once (change PIN, wallet spends). */
export const ZVerifyPinResponse = dataEnvelope(
  z.object({ pinToken: z.string(), expiresIn: z.number().int() }),
);
export type TVerifyPinResponse = z.infer<typeof ZVerifyPinResponse>;

const ZOpaqueToken = z.string({ error: M.required }).trim().min(1, M.required).max(512);

export const ZChangePinRequest = z
  .object({ pinToken: ZOpaqueToken, pin: ZPin, confirmPin: ZConfirmPin })
  .refine(...pinsMatch);
export type TChangePinRequest = z.input<typeof ZChangePinRequest>;

export const ZResetPinRequest = z
  .object({ token: ZOpaqueToken, pin: ZPin, confirmPin: ZConfirmPin })
  .refine(...pinsMatch);
export type TResetPinRequest = z.input<typeof ZResetPinRequest>;
export const ZVerifyPinResetLinkRequest = z.object({ token: ZOpaqueToken });

/** Places (general location). The shapes follow the maps service's legacy geocoding results. */
export const ZLatLng = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export type TLatLng = z.infer<typeof ZLatLng>;
export const ZBounds = z.object({ northeast: ZLatLng, southwest: ZLatLng });
export type TBounds = z.infer<typeof ZBounds>;
export const ZAddressComponent = z.object({
  long_name: z.string().max(200),
  short_name: z.string().max(200),
  types: z.array(z.string().max(100)).max(20),
});
export type TAddressComponent = z.infer<typeof ZAddressComponent>;

export const ZPlacePrediction = z
  .object({
    placeId: z.string(),
    /** Full label, e.g. "Toronto, Ontario, Canada". */
    description: z.string(),
    mainText: z.string(),
    secondaryText: z.string(),
  })
  .meta({ id: 'PlacePrediction' });
export type TPlacePrediction = z.infer<typeof ZPlacePrediction>;

export const ZPlaceDetails = z
  .object({
    placeId: z.string(),
    formatted_address: z.string(),
    address_components: z.array(ZAddressComponent),
    types: z.array(z.string()),
    geometry: z.object({ location: ZLatLng, viewport: ZBounds, bounds: ZBounds.optional() }),
  })
  .meta({ id: 'PlaceDetails' });
export type TPlaceDetails = z.infer<typeof ZPlaceDetails>;

export const PLACES_MAX_RESULTS = 50;
export const ZPlacesAutocompleteQuery = z.object({
  input: z
    .string({ error: PIN_MESSAGES.placesInputMin })
    .trim()
    .min(2, PIN_MESSAGES.placesInputMin)
    .max(100, PIN_MESSAGES.placesInputMax),
  limit: zQueryInt(1, PLACES_MAX_RESULTS, 20),
});
export type TPlacesAutocompleteQuery = z.input<typeof ZPlacesAutocompleteQuery>;
export const ZPlacesAutocompleteResponse = dataEnvelope(z.array(ZPlacePrediction));
export type TPlacesAutocompleteResponse = z.infer<typeof ZPlacesAutocompleteResponse>;

export const ZPlaceDetailsParams = z.object({ placeId: z.string().trim().min(1).max(300) });
export const ZPlaceDetailsResponse = dataEnvelope(ZPlaceDetails);
export type TPlaceDetailsResponse = z.infer<typeof ZPlaceDetailsResponse>;

/** POST /user/location-setup: a picked place (spec §3 "User location"). */
export const ZLocationSetupRequest = ZSelectedLocation.extend({
  address_components: z.array(ZAddressComponent).max(30).default([]),
  types: z.array(z.string().max(100)).max(20).default([]),
  bounds: ZBounds.optional(),
});
export type TLocationSetupRequest = z.input<typeof ZLocationSetupRequest>;
export const ZLocationSetupResponse = dataEnvelope(ZUser);
export type TLocationSetupResponse = z.infer<typeof ZLocationSetupResponse>;

/** Turns picked place details into the location-setup body. */
export const locationFromPlace = (p: TPlaceDetails): TLocationSetupRequest => ({
  latitude: p.geometry.location.lat,
  longitude: p.geometry.location.lng,
  formatted_address: p.formatted_address,
  address_components: p.address_components,
  types: p.types,
  bounds: p.geometry.bounds ?? p.geometry.viewport,
});

export const pinLocationEndpoints = {
  setPin: {
    method: 'POST',
    path: '/user/set-pin',
    audience: 'member',
    summary:
      'Choose the wallet PIN (stage PIN_SETUP, or later while none is set); the session tokens are re-issued in the access-token and refresh-token headers',
    tag: 'pin',
    body: ZSetPinRequest,
    response: ZSetPinResponse,
  },
  verifyPin: {
    method: 'POST',
    path: '/user/verify-pin',
    audience: 'member',
    summary:
      'Check the PIN; answers a single-use pinToken valid 5 minutes. 5 wrong PINs in a row lock PIN use for 15 minutes (423)',
    tag: 'pin',
    body: ZVerifyPinRequest,
    response: ZVerifyPinResponse,
  },
  changePin: {
    method: 'POST',
    path: '/user/change-pin',
    audience: 'member',
    summary: 'Choose a new PIN with the pinToken of a PIN check',
    tag: 'pin',
    body: ZChangePinRequest,
    response: ZMessageResponse,
  },
  forgotPin: {
    method: 'POST',
    path: '/user/forgot-pin',
    audience: 'member',
    summary: 'E-mail a single-use PIN-reset link (valid 30 minutes) to the signed-in member',
    tag: 'pin',
    response: ZMessageResponse,
  },
  verifyPinResetLink: {
    method: 'POST',
    path: '/auth/reset-pin/verify-link',
    audience: 'public',
    summary: 'Whether a PIN-reset link can still be used (410 when expired or used)',
    tag: 'pin',
    body: ZVerifyPinResetLinkRequest,
    response: ZMessageResponse,
  },
  resetPin: {
    method: 'POST',
    path: '/auth/reset-pin',
    audience: 'public',
    summary: 'Choose a new PIN with an e-mailed reset link; clears a PIN lock',
    tag: 'pin',
    body: ZResetPinRequest,
    response: ZMessageResponse,
  },
  placesAutocomplete: {
    method: 'GET',
    path: '/places/autocomplete',
    audience: 'user',
    summary: 'Place suggestions (cities) for typed text',
    tag: 'places',
    query: ZPlacesAutocompleteQuery,
    response: ZPlacesAutocompleteResponse,
  },
  placeDetails: {
    method: 'GET',
    path: '/places/details/:placeId',
    audience: 'user',
    summary: 'Address and coordinates of a suggested place',
    tag: 'places',
    params: ZPlaceDetailsParams,
    response: ZPlaceDetailsResponse,
  },
  locationSetup: {
    method: 'POST',
    path: '/user/location-setup',
    audience: 'member',
    summary:
      'Save the general location; at stage PIN_SETUP (PIN set) it completes onboarding. Answers the updated user',
    tag: 'location',
    body: ZLocationSetupRequest,
    response: ZLocationSetupResponse,
  },
} as const satisfies Record<string, EndpointDef>;
