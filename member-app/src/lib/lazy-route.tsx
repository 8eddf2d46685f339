import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { withChunkTimeout } from './lazy-load.ts';

/**
 * A page (or layout) as its own chunk, loaded on first render. Every feature's `routes.tsx` declares its
 * pages with it, at module level:
 *
 *     const SignUpRoute = lazyRoute(() => import('./routes/sign-up.tsx').then((m) => m.SignUpRoute));
 *
 * (the `import()` must stay a literal path so the bundler splits it there). The load goes through
 * `withChunkTimeout`: a chunk that fails or takes longer than 120 s throws a ChunkLoadError, which the
 * root route's error page (`AppErrorPage`) shows as "We could not load BarterBits" with its Reload
 * button. Meanwhile the spec's full-height centred spinner holds the page's place (the shell around it
 * stays).
 */
export function lazyRoute<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(() => withChunkTimeout(load()).then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module level, like React.lazy.
  const LazyRoute = (props: P) => (
    <Suspense fallback={<PageLoader />}>
      <Page {...props} />
    </Suspense>
  );
  return LazyRoute;
}
