/** The one "Show more" button under paged lists, rendered to markup and asked directly. */
// First: the language module reaches the API client, whose modules read local storage when loaded.
import '../lib/memory-local-storage.ts';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { nextPageOf, ShowMoreButton } from './show-more-button.tsx';

type Props = Parameters<typeof ShowMoreButton>[0];
/** The button element itself, to press it without a browser. */
const button = (props: Props) =>
  ShowMoreButton(props) as ReactElement<{
    onClick: () => void;
    onMouseDown?: (e: { preventDefault: () => void }) => void;
  }>;

describe('ShowMoreButton', () => {
  it('says "Show more" while there is more, and nothing once all is shown', () => {
    const html = renderToStaticMarkup(<ShowMoreButton hasMore onMore={() => {}} />);
    expect(html).toContain('Show more</button>');
    // A touch target on phones.
    expect(html).toContain('min-height:44px');
    expect(renderToStaticMarkup(<ShowMoreButton hasMore={false} onMore={() => {}} />)).toBe('');
  });

  it('says what it loads when told, and cannot be pressed again while that loads', () => {
    const html = renderToStaticMarkup(
      <ShowMoreButton hasMore loading onMore={() => {}}>
        Load older messages
      </ShowMoreButton>,
    );
    expect(html).toContain('Load older messages');
    expect(html).toContain('disabled');
    expect(html).toContain('role="progressbar"');
  });

  it('asks for more when pressed', () => {
    const onMore = vi.fn();
    button({ hasMore: true, onMore }).props.onClick();
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('leaves the focus where it is only when asked to', () => {
    const preventDefault = vi.fn();
    expect(button({ hasMore: true, onMore: () => {} }).props.onMouseDown).toBeUndefined();
    button({ hasMore: true, onMore: () => {}, keepFocus: true }).props.onMouseDown?.({ preventDefault });
    expect(preventDefault).toHaveBeenCalledOnce();
  });
});

describe('nextPageOf', () => {
  it('shows the button while a paged query has a next page, spinning while it loads, and fetches it', () => {
    const fetchNextPage = vi.fn(async () => undefined);
    const props = nextPageOf({ hasNextPage: true, isFetchingNextPage: true, fetchNextPage });
    expect(props).toMatchObject({ hasMore: true, loading: true });
    props.onMore();
    expect(fetchNextPage).toHaveBeenCalledOnce();
    expect(nextPageOf({ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }).hasMore).toBe(false);
  });
});
