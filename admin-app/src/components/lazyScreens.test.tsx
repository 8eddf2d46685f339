import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, lazyScreens } from './lazyScreens.ts';

const List = () => <h1>Users</h1>;
const Show = () => <h1>A user</h1>;

describe('lazyPage', () => {
  it('renders the screen at once once its chunk is in', async () => {
    const Page = lazyPage(async () => List);
    // Not loaded yet: it suspends (React.lazy), so a server render shows nothing of it.
    expect(() => renderToStaticMarkup(<Page />)).toThrow();
    await Page.preload();
    expect(renderToStaticMarkup(<Page />)).toBe('<h1>Users</h1>');
  });

  it('a failed load settles the preload and is tried again the next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(List);
    const Page = lazyPage(load);
    await expect(Page.preload()).resolves.toBeUndefined();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderToStaticMarkup(<Page />)).toBe('<h1>Users</h1>');
  });
});

describe('lazyScreens', () => {
  it("once one screen is in, the resource's others and the extra preloads are fetched too", async () => {
    const extra = vi.fn(async () => undefined);
    const screens = lazyScreens({ list: async () => List, show: async () => Show }, [extra]);
    await screens.list.preload();
    // The record's screen then renders at once, without being asked for.
    await vi.waitFor(() => expect(renderToStaticMarkup(<screens.show />)).toBe('<h1>A user</h1>'));
    expect(extra).toHaveBeenCalledTimes(1);
  });
});
