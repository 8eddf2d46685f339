/**
 * Places adapter: place suggestions for typed text and the address and coordinates of a picked
 * place (general location). Google Places API (New) when GOOGLE_PLACES_API_KEY is set, else the
 * embedded offline list of Canadian cities (places-offline.ts). Results use the legacy geocoding
 * shapes (formatted_address, address_components, geometry) the client already knows.
 */
import type { TAddressComponent, TBounds, TPlaceDetails, TPlacePrediction } from '@barterbits/contracts';
import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { createOfflinePlaces } from './places-offline.ts';

export interface PlacesAdapter {
  readonly kind: 'google' | 'offline';
  /** Suggestions for `input` (at least 2 characters; fewer give none), best first. */
  autocomplete(input: string, opts: { limit: number }): Promise<TPlacePrediction[]>;
  /** The place, or null when the id is unknown. */
  details(placeId: string): Promise<TPlaceDetails | null>;
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

const PLACES_BASE = 'https://places.googleapis.com/v1';
const DETAILS_FIELDS = 'id,formattedAddress,addressComponents,types,location,viewport';
/** Google place ids are URL-safe; anything else is not one. */
const GOOGLE_PLACE_ID = /^[A-Za-z0-9_-]{1,300}$/;

interface GoogleLatLng {
  latitude: number;
  longitude: number;
}
interface GoogleAutocompleteResponse {
  suggestions?: {
    placePrediction?: {
      placeId: string;
      text?: { text: string };
      structuredFormat?: { mainText?: { text: string }; secondaryText?: { text: string } };
    };
  }[];
}
interface GooglePlace {
  id: string;
  formattedAddress?: string;
  addressComponents?: { longText: string; shortText: string; types?: string[] }[];
  types?: string[];
  location?: GoogleLatLng;
  viewport?: { low: GoogleLatLng; high: GoogleLatLng };
}

const latLng = (p: GoogleLatLng) => ({ lat: p.latitude, lng: p.longitude });

/** Google Places API (New) over fetch; suggestions are limited to Canadian cities (country default Canada). */
export function createGooglePlaces(opts: {
  apiKey: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  regionCodes?: string[];
}): PlacesAdapter {
  const doFetch: FetchLike = opts.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = opts.timeoutMs ?? 5000;
  const regionCodes = opts.regionCodes ?? ['ca'];

  async function request(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause });
    }
  }

  return {
    kind: 'google',
    async autocomplete(input, { limit }) {
      const text = input.trim();
      if (text.length < 2) return [];
      const res = await request(`${PLACES_BASE}/places:autocomplete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': opts.apiKey },
        body: JSON.stringify({
          input: text,
          includedRegionCodes: regionCodes,
          includedPrimaryTypes: ['(cities)'],
        }),
      });
      if (!res.ok) throw new AppError('SERVICE_UNAVAILABLE');
      const body = (await res.json()) as GoogleAutocompleteResponse;
      const out: TPlacePrediction[] = [];
      for (const s of body.suggestions ?? []) {
        const p = s.placePrediction;
        if (!p?.placeId) continue;
        const mainText = p.structuredFormat?.mainText?.text ?? p.text?.text ?? '';
        const secondaryText = p.structuredFormat?.secondaryText?.text ?? '';
        out.push({
          placeId: p.placeId,
          description: p.text?.text ?? [mainText, secondaryText].filter(Boolean).join(', '),
          mainText,
          secondaryText,
        });
      }
      return out.slice(0, limit);
    },

    async details(placeId) {
      if (!GOOGLE_PLACE_ID.test(placeId)) return null;
      const res = await request(`${PLACES_BASE}/places/${encodeURIComponent(placeId)}`, {
        method: 'GET',
        headers: { 'x-goog-api-key': opts.apiKey, 'x-goog-fieldmask': DETAILS_FIELDS },
      });
      if (res.status === 404 || res.status === 400) return null;
      if (!res.ok) throw new AppError('SERVICE_UNAVAILABLE');
      const p = (await res.json()) as GooglePlace;
      if (!p.location || !p.formattedAddress) return null;
      const location = latLng(p.location);
      const viewport: TBounds = p.viewport
        ? { northeast: latLng(p.viewport.high), southwest: latLng(p.viewport.low) }
        : { northeast: location, southwest: location };
      const components: TAddressComponent[] = (p.addressComponents ?? []).map((c) => ({
        long_name: c.longText,
        short_name: c.shortText,
        types: c.types ?? [],
      }));
      return {
        placeId: p.id ?? placeId,
        formatted_address: p.formattedAddress,
        address_components: components,
        types: p.types ?? [],
        geometry: { location, viewport, bounds: viewport },
      };
    },
  };
}

/** Google when a key is configured, else the offline default. */
export function createPlacesAdapter(config: Pick<AppConfig, 'googlePlacesApiKey'>): PlacesAdapter {
  return config.googlePlacesApiKey
    ? createGooglePlaces({ apiKey: config.googlePlacesApiKey })
    : createOfflinePlaces();
}
