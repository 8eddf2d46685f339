import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: react-admin screens take any props
type Screen = ComponentType<any>;

/**
 * A resource's react-admin screens, each in its own chunk. Once one of them has loaded, the others (and
 * `alsoPrefetch`, e.g. another resource's show page a row links to) are fetched in the background, so a
 * click from the list to a record never waits for a chunk. That wait is not only slow: the list stays on
 * screen during it and react-admin, which keeps the list's filters in the URL, could still write them
 * back and undo the navigation.
 */
export function lazyScreens<K extends string>(
  loaders: Record<K, () => Promise<Screen>>,
  alsoPrefetch: (() => Promise<unknown>)[] = [],
): Record<K, LazyExoticComponent<Screen>> {
  let prefetched = false;
  const prefetch = () => {
    if (prefetched) return;
    prefetched = true;
    for (const load of [...Object.values<() => Promise<unknown>>(loaders), ...alsoPrefetch]) {
      load().catch(() => undefined); // a failed prefetch is retried when the screen is opened
    }
  };
  const out = {} as Record<K, LazyExoticComponent<Screen>>;
  for (const key of Object.keys(loaders) as K[]) {
    const load = loaders[key];
    out[key] = lazy(async () => {
      const screen = await load();
      prefetch();
      return { default: screen };
    });
  }
  return out;
}
