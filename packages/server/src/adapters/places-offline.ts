/**
 * The embedded places default: Canadian cities from `country-state-city` (about 1,100 with
 * coordinates), searched in memory. Matching ignores case and accents; suggestions whose label
 * starts with the input come first, then those with a word starting with it, then any other match,
 * each group alphabetical. Place ids look like `ca:ON:Toronto`.
 */
import type { TBounds, TPlaceDetails, TPlacePrediction } from '@barterbits/contracts';
import type { PlacesAdapter } from './places.ts';

interface CityEntry {
  placeId: string;
  name: string;
  stateCode: string;
  stateName: string;
  lat: number;
  lng: number;
  /** Normalized name and full label for matching. */
  key: string;
  label: string;
}

/** Lower-case without accents or extra spaces: "Montréal" → "montreal". */
export const normalizeText = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Half the side of the box reported as a city's bounds and viewport, in degrees. */
const BOX = 0.1;
const box = (lat: number, lng: number): TBounds => ({
  northeast: { lat: Math.min(90, lat + BOX), lng: Math.min(180, lng + BOX) },
  southwest: { lat: Math.max(-90, lat - BOX), lng: Math.max(-180, lng - BOX) },
});

let cities: Promise<CityEntry[]> | undefined;

/** Loads the city list once, on first use (the data set is large; the server starts without it). */
function loadCities(): Promise<CityEntry[]> {
  cities ??= import('country-state-city').then(({ City, State }) => {
    const states = new Map(State.getStatesOfCountry('CA').map((s) => [s.isoCode, s.name]));
    return (City.getCitiesOfCountry('CA') ?? [])
      .filter((c) => c.latitude && c.longitude)
      .map((c) => {
        const stateName = states.get(c.stateCode) ?? c.stateCode;
        const label = `${c.name}, ${stateName}, Canada`;
        return {
          placeId: `ca:${c.stateCode}:${c.name}`,
          name: c.name,
          stateCode: c.stateCode,
          stateName,
          lat: Number(c.latitude),
          lng: Number(c.longitude),
          key: normalizeText(c.name),
          label: normalizeText(label),
        };
      });
  });
  return cities;
}

/** 0 label prefix, 1 word prefix, 2 substring, null no match. */
function rank(c: CityEntry, q: string): number | null {
  if (c.label.startsWith(q)) return 0;
  if (c.key.split(/[\s\-']/).some((w) => w.startsWith(q))) return 1;
  if (c.label.includes(q)) return 2;
  return null;
}

const toPrediction = (c: CityEntry): TPlacePrediction => ({
  placeId: c.placeId,
  description: `${c.name}, ${c.stateName}, Canada`,
  mainText: c.name,
  secondaryText: `${c.stateName}, Canada`,
});

export function createOfflinePlaces(): PlacesAdapter {
  return {
    kind: 'offline',
    async autocomplete(input, { limit }) {
      const q = normalizeText(input);
      if (q.length < 2) return [];
      const all = await loadCities();
      const hits: { c: CityEntry; r: number }[] = [];
      for (const c of all) {
        const r = rank(c, q);
        if (r !== null) hits.push({ c, r });
      }
      hits.sort((a, b) => a.r - b.r || a.c.key.localeCompare(b.c.key) || a.c.label.localeCompare(b.c.label));
      return hits.slice(0, limit).map(({ c }) => toPrediction(c));
    },

    async details(placeId): Promise<TPlaceDetails | null> {
      const all = await loadCities();
      const c = all.find((x) => x.placeId === placeId);
      if (!c) return null;
      const bounds = box(c.lat, c.lng);
      return {
        placeId: c.placeId,
        formatted_address: `${c.name}, ${c.stateCode}, Canada`,
        address_components: [
          { long_name: c.name, short_name: c.name, types: ['locality', 'political'] },
          {
            long_name: c.stateName,
            short_name: c.stateCode,
            types: ['administrative_area_level_1', 'political'],
          },
          { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
        ],
        types: ['locality', 'political'],
        geometry: { location: { lat: c.lat, lng: c.lng }, viewport: bounds, bounds },
      };
    },
  };
}
