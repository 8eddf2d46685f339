import { DEFAULT_SEARCH_RADIUS_KM } from '@barterbits/contracts';
import { atom } from 'jotai';

/** Search and device settings (spec §3): both radii default to 20 km. */
export interface Settings {
  offerRadius: number;
  memberRadius: number;
  fcmToken: string | null;
}
export const settingsAtom = atom<Settings>({
  offerRadius: DEFAULT_SEARCH_RADIUS_KM,
  memberRadius: DEFAULT_SEARCH_RADIUS_KM,
  fcmToken: null,
});
