import { ZPlacesAutocompleteQuery } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { createGooglePlaces, createPlacesAdapter, type FetchLike } from '../../src/adapters/places.ts';
import { createOfflinePlaces, normalizeText } from '../../src/adapters/places-offline.ts';

const offline = createOfflinePlaces();

describe('offline places (Canadian cities)', () => {
  it('finds Toronto, Ontario first for "toron"', async () => {
    const [first, ...rest] = await offline.autocomplete('toron', { limit: 10 });
    expect(first).toEqual({
      placeId: 'ca:ON:Toronto',
      description: 'Toronto, Ontario, Canada',
      mainText: 'Toronto',
      secondaryText: 'Ontario, Canada',
    });
    expect(rest.map((p) => p.mainText)).toContain('Toronto county');
  });

  it('ignores case and accents: "montréal", "montreal" and "MONTREAL" match the same cities', async () => {
    const a = await offline.autocomplete('montréal', { limit: 10 });
    const b = await offline.autocomplete('montreal', { limit: 10 });
    const c = await offline.autocomplete('  MONTREAL ', { limit: 10 });
    expect(a[0]?.description).toBe('Montréal, Quebec, Canada');
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(normalizeText('Côte-Saint-Luc')).toBe('cote-saint-luc');
  });

  it('ranks prefix matches first, then word prefixes, then other substrings, alphabetically within each', async () => {
    const names = (await offline.autocomplete('york', { limit: 50 })).map((p) => p.mainText);
    expect(names[0]).toBe('York');
    const firstNonPrefix = names.findIndex((n) => !normalizeText(n).startsWith('york'));
    const prefixes = names.slice(0, firstNonPrefix);
    expect(prefixes).toEqual([...prefixes].sort((x, y) => normalizeText(x).localeCompare(normalizeText(y))));
    expect(names).toContain('East York');
    const sj = (await offline.autocomplete('john', { limit: 50 })).map((p) => p.mainText);
    // "Saint John" (a word starts with "john") comes before cities merely containing it.
    expect(sj).toContain('Saint John');
  });

  it('matches the full label ("Toronto, On") and respects the limit', async () => {
    expect((await offline.autocomplete('toronto, on', { limit: 5 }))[0]?.placeId).toBe('ca:ON:Toronto');
    expect(await offline.autocomplete('sa', { limit: 5 })).toHaveLength(5);
    expect(await offline.autocomplete('zzqx', { limit: 5 })).toEqual([]);
  });

  it('answers nothing for empty or 1-character input, which the endpoint rejects', async () => {
    expect(await offline.autocomplete('', { limit: 5 })).toEqual([]);
    expect(await offline.autocomplete('t', { limit: 5 })).toEqual([]);
    expect(ZPlacesAutocompleteQuery.safeParse({ input: '' }).success).toBe(false);
    expect(ZPlacesAutocompleteQuery.safeParse({ input: 't' }).success).toBe(false);
    expect(ZPlacesAutocompleteQuery.safeParse({ input: ' t ' }).success).toBe(false);
    expect(ZPlacesAutocompleteQuery.parse({ input: 'to' })).toEqual({ input: 'to', limit: 20 });
  });

  it('gives details with address components and a small box around the point', async () => {
    const d = await offline.details('ca:ON:Toronto');
    expect(d).toMatchObject({
      placeId: 'ca:ON:Toronto',
      formatted_address: 'Toronto, ON, Canada',
      types: ['locality', 'political'],
      address_components: [
        { long_name: 'Toronto', short_name: 'Toronto', types: ['locality', 'political'] },
        { long_name: 'Ontario', short_name: 'ON', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
      ],
    });
    const { location, bounds, viewport } = d!.geometry;
    expect(location.lat).toBeCloseTo(43.7, 1);
    expect(location.lng).toBeCloseTo(-79.42, 1);
    expect(bounds).toEqual(viewport);
    expect(bounds!.northeast.lat).toBeCloseTo(location.lat + 0.1, 5);
    expect(bounds!.southwest.lng).toBeCloseTo(location.lng - 0.1, 5);
    expect(await offline.details('ca:ON:Atlantis')).toBeNull();
  });

  it('is the default without a Google key', () => {
    expect(createPlacesAdapter({ googlePlacesApiKey: undefined }).kind).toBe('offline');
    expect(createPlacesAdapter({ googlePlacesApiKey: 'k' }).kind).toBe('google');
  });
});

describe('Google places (Places API New) with a fake fetch', () => {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fake =
    (handler: (url: string, init?: RequestInit) => Response): FetchLike =>
    async (url, init) => {
      calls.push({ url, init });
      return handler(url, init);
    };

  it('asks for Canadian cities with the key and maps suggestions', async () => {
    calls.length = 0;
    const google = createGooglePlaces({
      apiKey: 'test-key',
      fetch: fake(() =>
        json(200, {
          suggestions: [
            {
              placePrediction: {
                placeId: 'ChIJpTvG15DL1IkRd8S0KlBVNTI',
                text: { text: 'Toronto, ON, Canada' },
                structuredFormat: { mainText: { text: 'Toronto' }, secondaryText: { text: 'ON, Canada' } },
              },
            },
            { queryPrediction: { text: { text: 'toronto pizza' } } },
          ],
        }),
      ),
    });
    const res = await google.autocomplete(' toron ', { limit: 5 });
    expect(res).toEqual([
      {
        placeId: 'ChIJpTvG15DL1IkRd8S0KlBVNTI',
        description: 'Toronto, ON, Canada',
        mainText: 'Toronto',
        secondaryText: 'ON, Canada',
      },
    ]);
    expect(calls[0]!.url).toBe('https://places.googleapis.com/v1/places:autocomplete');
    expect(calls[0]!.init?.method).toBe('POST');
    expect((calls[0]!.init!.headers as Record<string, string>)['x-goog-api-key']).toBe('test-key');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      input: 'toron',
      includedRegionCodes: ['ca'],
      includedPrimaryTypes: ['(cities)'],
    });
    expect(await google.autocomplete('t', { limit: 5 })).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('maps place details to the geocoding shape', async () => {
    calls.length = 0;
    const google = createGooglePlaces({
      apiKey: 'test-key',
      fetch: fake(() =>
        json(200, {
          id: 'ChIJpTvG15DL1IkRd8S0KlBVNTI',
          formattedAddress: 'Toronto, ON, Canada',
          addressComponents: [
            {
              longText: 'Toronto',
              shortText: 'Toronto',
              types: ['locality', 'political'],
              languageCode: 'en',
            },
            { longText: 'Ontario', shortText: 'ON', types: ['administrative_area_level_1', 'political'] },
          ],
          types: ['locality', 'political'],
          location: { latitude: 43.65, longitude: -79.38 },
          viewport: {
            low: { latitude: 43.58, longitude: -79.63 },
            high: { latitude: 43.85, longitude: -79.11 },
          },
        }),
      ),
    });
    const d = await google.details('ChIJpTvG15DL1IkRd8S0KlBVNTI');
    expect(d).toEqual({
      placeId: 'ChIJpTvG15DL1IkRd8S0KlBVNTI',
      formatted_address: 'Toronto, ON, Canada',
      address_components: [
        { long_name: 'Toronto', short_name: 'Toronto', types: ['locality', 'political'] },
        { long_name: 'Ontario', short_name: 'ON', types: ['administrative_area_level_1', 'political'] },
      ],
      types: ['locality', 'political'],
      geometry: {
        location: { lat: 43.65, lng: -79.38 },
        viewport: { northeast: { lat: 43.85, lng: -79.11 }, southwest: { lat: 43.58, lng: -79.63 } },
        bounds: { northeast: { lat: 43.85, lng: -79.11 }, southwest: { lat: 43.58, lng: -79.63 } },
      },
    });
    expect(calls[0]!.url).toBe('https://places.googleapis.com/v1/places/ChIJpTvG15DL1IkRd8S0KlBVNTI');
    expect((calls[0]!.init!.headers as Record<string, string>)['x-goog-fieldmask']).toContain(
      'formattedAddress',
    );
  });

  it('answers null for unknown or malformed ids and 503 when the service fails', async () => {
    const notFound = createGooglePlaces({ apiKey: 'k', fetch: fake(() => json(404, { error: {} })) });
    expect(await notFound.details('ChIJunknown')).toBeNull();
    calls.length = 0;
    expect(await notFound.details('../admin')).toBeNull();
    expect(calls).toHaveLength(0);
    const down = createGooglePlaces({ apiKey: 'k', fetch: fake(() => json(500, {})) });
    await expect(down.autocomplete('toron', { limit: 5 })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    await expect(down.details('ChIJx')).rejects.toMatchObject({ statusCode: 503 });
    const offline = createGooglePlaces({
      apiKey: 'k',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(offline.autocomplete('toron', { limit: 5 })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
