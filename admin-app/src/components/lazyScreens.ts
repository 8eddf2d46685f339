import { type ComponentType, createElement, lazy, useState } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: react-admin screens take any props
type Screen = ComponentType<any>;

/** A screen loaded as its own chunk: a component, and `preload` to fetch its chunk before it renders. */
export type LazyPage<C extends Screen = Screen> = C & {
  /** Starts loading the chunk (once) and settles when it is in; never rejects (a failure shows on render). */
  preload: () => Promise<void>;
};

/**
 * A screen in its own chunk, loaded on first render (React.lazy: the nearest Suspense boundary shows its
 * spinner meanwhile). A screen whose chunk is already in (preloaded, or opened before) renders at once:
 * React holds back content that replaces a shown spinner for about 300 ms (its Suspense throttle), which
 * every first visit of a screen would otherwise pay. A failed load is tried again on the next render.
 */
export function lazyPage<C extends Screen>(load: () => Promise<C>): LazyPage<C> {
  let loaded: C | undefined;
  let loading: Promise<C> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, like React.lazy.
  // biome-ignore lint/suspicious/noExplicitAny: the screen's own props, passed through.
  const Page = (props: any) => {
    // Chosen once per mount: switching between the two would remount the screen and lose its state.
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Lazy, props);
  };
  return Object.assign(Page, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  }) as unknown as LazyPage<C>;
}

/**
 * A resource's react-admin screens, each in its own chunk. Once one of them has loaded, the others (and
 * `alsoPrefetch`, e.g. the preload of another resource's show page a row links to) are fetched in the background, so a
 * click from the list to a record never waits for a chunk. That wait is not only slow: the list stays on
 * screen during it and react-admin, which keeps the list's filters in the URL, could still write them
 * back and undo the navigation.
 */
export function lazyScreens<K extends string>(
  loaders: Record<K, () => Promise<Screen>>,
  alsoPrefetch: (() => Promise<unknown>)[] = [],
): Record<K, LazyPage> {
  const out = {} as Record<K, LazyPage>;
  let prefetched = false;
  const prefetch = () => {
    if (prefetched) return;
    prefetched = true;
    for (const preload of [...Object.values<LazyPage>(out).map((page) => page.preload), ...alsoPrefetch])
      void preload();
  };
  for (const key of Object.keys(loaders) as K[]) {
    const load = loaders[key];
    out[key] = lazyPage<Screen>(() =>
      load().then((screen) => {
        prefetch();
        return screen;
      }),
    );
  }
  return out;
}
