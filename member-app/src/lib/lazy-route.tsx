import { type ComponentType, lazy, Suspense, useState } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { loadCatalogs } from './i18n.ts';
import { withChunkTimeout } from './lazy-load.ts';

/** A page loaded as its own chunk: a component, and `preload` to fetch its chunk before it renders. */
export type LazyRouteComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the chunk (once) and settles when it is in; never rejects (a failure shows on render). */
  preload: () => Promise<void>;
};

/**
 * A page (or layout) as its own chunk, loaded on first render. Every feature's `routes.tsx` declares its
 * pages with it, at module level:
 *
 *     const SignUpRoute = lazyRoute(() => import('./routes/sign-up.tsx').then((m) => m.SignUpRoute));
 *
 * (the `import()` must stay a literal path so the bundler splits it there). `catalogs` names the message
 * catalogs the page reads (lib/i18n.ts), loaded in the app's language with the chunk. The load goes through
 * `withChunkTimeout`: a chunk that fails or takes longer than 120 s throws a ChunkLoadError, which the
 * root route's error page (`AppErrorPage`) shows as "We could not load BarterBits" with its Reload
 * button. Meanwhile the spec's full-height centred spinner holds the page's place (the shell around it
 * stays).
 *
 * A page whose chunk is already in (preloaded for the address the app opens on, or visited before) renders
 * at once, without the spinner: React holds back content that replaces a shown fallback for about 300 ms
 * (its Suspense throttle), which every page load would otherwise pay, twice with the shell.
 */
export function lazyRoute<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { catalogs = [] }: { catalogs?: readonly string[] } = {},
): LazyRouteComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    // The page's message catalogs (lib/i18n.ts) in the app's language come with its chunk.
    const page = () =>
      catalogs.length ? Promise.all([load(), loadCatalogs(catalogs)]).then(([c]) => c) : load();
    loading ??= withChunkTimeout(page()).then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Page = lazy(() => start().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module level, like React.lazy.
  const LazyRoute = (props: P) => {
    // Chosen once per mount: switching between the two would remount the page and lose its state.
    const [Ready] = useState(() => loaded);
    return (
      <Suspense fallback={<PageLoader />}>{Ready ? <Ready {...props} /> : <Page {...props} />}</Suspense>
    );
  };
  return Object.assign(LazyRoute, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** True for a component made by {@link lazyRoute}. */
export const isLazyRoute = (component: unknown): component is LazyRouteComponent<object> =>
  typeof component === 'function' && typeof (component as { preload?: unknown }).preload === 'function';
