/**
 * The maps service script (spec §1): the Maps JavaScript API with its places library, loaded once at
 * start-up when VITE_GOOGLE_MAPS_API_KEY is set, unless `window.google.maps` is already present.
 * Without a key nothing loads; place search then goes through the API's offline default.
 */

/** The parts of `document` and `window` the loader touches (a fake in tests). */
export interface MapsLoaderHost {
  document: {
    createElement(tag: 'script'): HTMLScriptElement;
    querySelector(selector: string): Element | null;
    head: { appendChild(node: HTMLScriptElement): unknown };
  };
  window: { google?: { maps?: unknown } };
}

export const MAPS_SCRIPT_ATTRIBUTE = 'data-google-maps';

export const mapsScriptUrl = (apiKey: string): string =>
  `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&loading=async`;

const browserHost = (): MapsLoaderHost | null =>
  typeof window === 'undefined' || typeof document === 'undefined'
    ? null
    : { document, window: window as MapsLoaderHost['window'] };

/**
 * A loader that adds the script at most once per host. Resolves true when the maps API is (or becomes)
 * available, false when there is no key or no browser; rejects when the script fails to load.
 */
export function createMapsLoader() {
  let pending: Promise<boolean> | null = null;
  return (apiKey: string | undefined, host: MapsLoaderHost | null = browserHost()): Promise<boolean> => {
    if (!apiKey || !host) return Promise.resolve(false);
    if (host.window.google?.maps) return Promise.resolve(true);
    if (pending) return pending;
    if (host.document.querySelector(`script[${MAPS_SCRIPT_ATTRIBUTE}]`)) {
      // Added by someone else already (e.g. a second bundle): it announces itself on window.google.
      pending = Promise.resolve(true);
      return pending;
    }
    pending = new Promise<boolean>((resolve, reject) => {
      const script = host.document.createElement('script');
      script.src = mapsScriptUrl(apiKey);
      script.async = true;
      script.defer = true;
      script.setAttribute(MAPS_SCRIPT_ATTRIBUTE, '');
      script.onload = () => resolve(true);
      script.onerror = () => {
        pending = null;
        reject(new Error('The maps script failed to load.'));
      };
      host.document.head.appendChild(script);
    });
    return pending;
  };
}

const loadOnce = createMapsLoader();

/** Loads the maps script for this app (once); a failure is only logged. */
export const loadGoogleMaps = (
  apiKey: string | undefined = import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined,
): Promise<boolean> =>
  loadOnce(apiKey).catch((error: unknown) => {
    console.error(error);
    return false;
  });
