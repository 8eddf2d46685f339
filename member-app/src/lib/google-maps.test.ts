import { describe, expect, it } from 'vitest';
import {
  createMapsLoader,
  MAPS_SCRIPT_ATTRIBUTE,
  type MapsLoaderHost,
  mapsScriptUrl,
} from './google-maps.ts';

interface FakeScript {
  src: string;
  async: boolean;
  defer: boolean;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

const fakeHost = (window: MapsLoaderHost['window'] = {}) => {
  const appended: FakeScript[] = [];
  const host = {
    window,
    document: {
      createElement: () =>
        ({
          src: '',
          async: false,
          defer: false,
          attributes: {},
          setAttribute(name: string, value: string) {
            this.attributes[name] = value;
          },
          onload: null,
          onerror: null,
        }) as FakeScript,
      querySelector: (selector: string) =>
        selector === `script[${MAPS_SCRIPT_ATTRIBUTE}]`
          ? ((appended.find((s) => MAPS_SCRIPT_ATTRIBUTE in s.attributes) ?? null) as Element | null)
          : null,
      head: { appendChild: (node: FakeScript) => appended.push(node) },
    },
  };
  return { host: host as unknown as MapsLoaderHost, appended };
};

describe('google maps loader', () => {
  it('adds the script with the places library once, however often it is called', async () => {
    const load = createMapsLoader();
    const { host, appended } = fakeHost();
    const first = load('my key', host);
    const second = load('my key', host);
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toBe(mapsScriptUrl('my key'));
    expect(appended[0]!.src).toContain('libraries=places');
    expect(appended[0]!.src).toContain('key=my%20key');
    expect(appended[0]!.async).toBe(true);
    appended[0]!.onload?.();
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    await expect(load('my key', host)).resolves.toBe(true);
    expect(appended).toHaveLength(1);
  });

  it('adds nothing when window.google.maps is already present', async () => {
    const load = createMapsLoader();
    const { host, appended } = fakeHost({ google: { maps: {} } });
    await expect(load('key', host)).resolves.toBe(true);
    expect(appended).toHaveLength(0);
  });

  it('adds nothing when a maps script is already in the page', async () => {
    const { host, appended } = fakeHost();
    createMapsLoader()('key', host);
    expect(appended).toHaveLength(1);
    // Another loader (another bundle) sees the script and does not add a second one.
    await expect(createMapsLoader()('key', host)).resolves.toBe(true);
    expect(appended).toHaveLength(1);
  });

  it('does nothing without a key or outside a browser', async () => {
    const load = createMapsLoader();
    const { host, appended } = fakeHost();
    await expect(load(undefined, host)).resolves.toBe(false);
    await expect(load('', host)).resolves.toBe(false);
    await expect(load('key', null)).resolves.toBe(false);
    expect(appended).toHaveLength(0);
  });

  it('rejects when the script fails, and may try again later', async () => {
    const load = createMapsLoader();
    const { host, appended } = fakeHost();
    const attempt = load('key', host);
    appended[0]!.onerror?.();
    await expect(attempt).rejects.toThrow('failed to load');
    appended.length = 0;
    load('key', host);
    expect(appended).toHaveLength(1);
  });
});
