import { releasePrerendered, removePrerenderedAside } from '@barterbits/app-start';
import { Component, type ErrorInfo, type ReactNode, useEffect, useLayoutEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppErrorPage } from '../components/app-error-page.tsx';
import { lazyRoute } from '../lib/lazy-route.tsx';

/** The main application, loaded lazily; a failed or slow (120 s) load shows the chunk-load error. */
const MainApp = lazyRoute(() => import('./main-app.tsx').then((m) => m.default));

/**
 * Loads the main application and the chunks of the page at `pathname` (see `preloadRoutes`); settles once
 * they are in, failed or not (a failure shows when the app renders).
 */
export const preloadApp = (pathname: string): Promise<void> =>
  MainApp.preload()
    .then(() => import('./main-app.tsx'))
    .then((m) => m.preloadRoutes(pathname))
    .catch(() => undefined);

/**
 * The root route's error page: any error thrown while rendering (a chunk that did not arrive included)
 * replaces the application with AppErrorPage. A declarative router (`BrowserRouter`) rather than the data
 * router: we use no loaders or actions, and it is ~10 KB (brotli) less on every page (docs/decisions.md).
 */
class RootErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <AppErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * One catch-all route; the application's own routes live inside MainApp. Inside a router: the browser's
 * (`AppRouter`), or at build time a static one at the address being prerendered (`prerender.tsx`).
 */
export const AppRoot = () => (
  <>
    {/* Outside the error boundary: the page is released, or the prerendered one removed, whatever shows. */}
    <ReleasePrerendered />
    <RootErrorBoundary>
      <Routes>
        <Route path="*" element={<MainApp />} />
      </Routes>
    </RootErrorBoundary>
  </>
);

/**
 * Renders nothing; once the app has taken a prerendered page over, makes the page usable, and when it drew
 * its own instead, removes the prerendered one in the frame its own first appears (@barterbits/app-start).
 */
const ReleasePrerendered = () => {
  useLayoutEffect(removePrerenderedAside, []);
  useEffect(() => releasePrerendered(document.getElementById('root')), []);
  return null;
};

export const AppRouter = () => (
  <BrowserRouter>
    <AppRoot />
  </BrowserRouter>
);
