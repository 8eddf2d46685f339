import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AppErrorPage } from '../components/app-error-page.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { withChunkTimeout } from '../lib/lazy-load.ts';

/** The main application, loaded lazily; a failed or slow (120 s) load shows the chunk-load error. */
const MainApp = lazy(() => withChunkTimeout(import('./main-app.tsx')));

/** One catch-all route; the application's own routes live inside MainApp. */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      path: '*',
      element: (
        <Suspense fallback={<PageLoader />}>
          <MainApp />
        </Suspense>
      ),
      errorElement: <AppErrorPage />,
    },
  ]);
