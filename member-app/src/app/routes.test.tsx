// Node has no localStorage; the app's session modules read theirs when imported.
import '../lib/memory-local-storage.ts';
import { PAGE_PATHS } from '@barterbits/contracts';
import { Fragment } from 'react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyRoute } from '../lib/lazy-route.tsx';
import { routeChunks, routePaths } from './routes.tsx';

const page = (name: string) => lazyRoute(async () => () => <h1>{name}</h1>);

describe('routeChunks: what the app preloads for the address it opens on', () => {
  it('finds the layout and the page of a nested route, through fragments, outermost first', () => {
    const Shell = page('shell');
    const Wallet = page('wallet');
    const Faq = page('faq');
    const Offers = page('offers');
    const tree = (
      <>
        <Route path="/faq" element={<Faq />} />
        <Route element={<Shell />}>
          {/* A feature's group, as routes.tsx places them. */}
          <Fragment key="member">
            <Route path="/my-wallet" element={<Wallet />} />
            <Route path="/my-offers" element={<Offers />} />
          </Fragment>
        </Route>
      </>
    );
    expect(routeChunks('/my-wallet', tree)).toEqual([Shell, Wallet]);
    expect(routeChunks('/faq', tree)).toEqual([Faq]);
    expect(routeChunks('/my-offers', tree)).toEqual([Shell, Offers]);
    expect(routeChunks('/nowhere', tree)).toEqual([]);
  });

  it("in the application's routes: the shell and the page for a member page, the page alone for a guest page", () => {
    expect(routeChunks('/my-wallet')).toHaveLength(2);
    expect(routeChunks('/my-wallet/statement')).toHaveLength(2);
    expect(routeChunks('/sign-in')).toHaveLength(1);
    expect(routeChunks('/faq')).toHaveLength(1);
    // An unknown address renders the not-found page.
    expect(routeChunks('/no-such-page')).toHaveLength(1);
  });
});

describe('the routes and PAGES, the table of page paths', () => {
  it('every route the app declares is a page of the table, and every page of the table has a route', () => {
    const declared = routePaths().filter((path) => path !== '*');
    expect([...declared].sort()).toEqual([...PAGE_PATHS].sort());
    expect(routePaths()).toContain('*');
  });
});
