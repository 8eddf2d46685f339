// First: the modules under test read local storage when loaded (through the API client).
import './memory-local-storage.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { isLazyRoute, lazyRoute } from './lazy-route.tsx';

const Wallet = ({ name }: { name: string }) => <h1>{name}'s wallet</h1>;

describe('lazyRoute', () => {
  it('shows the spinner while its chunk is not in', () => {
    const Page = lazyRoute(() => new Promise<typeof Wallet>(() => {}));
    const html = renderToStaticMarkup(<Page name="Alex" />);
    expect(html).toContain('aria-label="Loading"');
    expect(html).not.toContain('wallet');
  });

  it('renders the page at once, with its props, once preloaded', async () => {
    const load = vi.fn(async () => Wallet);
    const Page = lazyRoute(load);
    await Page.preload();
    const html = renderToStaticMarkup(<Page name="Alex" />);
    expect(html).toContain('<h1>Alex&#x27;s wallet</h1>');
    expect(html).not.toContain('aria-label="Loading"');
    // One load, however often it is preloaded and rendered.
    await Page.preload();
    renderToStaticMarkup(<Page name="Sam" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload does not reject: the failure shows when the page renders', async () => {
    const Page = lazyRoute<{ name: string }>(() => Promise.reject(new Error('offline')));
    await expect(Page.preload()).resolves.toBeUndefined();
    // Not loaded: the page still waits behind the spinner (where React.lazy then throws the ChunkLoadError).
    expect(renderToStaticMarkup(<Page name="Alex" />)).toContain('aria-label="Loading"');
  });

  it('is told apart from other components', () => {
    expect(isLazyRoute(lazyRoute(async () => Wallet))).toBe(true);
    expect(isLazyRoute(Wallet)).toBe(false);
    expect(isLazyRoute(undefined)).toBe(false);
  });
});
