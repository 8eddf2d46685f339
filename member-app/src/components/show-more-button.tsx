import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { tOr, useT } from '../lib/i18n.ts';

/** "Show more" in the app's language (its own component, so the button stays a plain function). */
const ShowMoreLabel = () => {
  useT();
  return tOr('app.showMore', 'Show more');
};

/** What a paged list knows of its next page; a react-query infinite query has all three. */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The button's props for the next page of `pages`: `<ShowMoreButton {...nextPageOf(query)} />`. */
export const nextPageOf = (pages: NextPages) => ({
  hasMore: pages.hasNextPage,
  loading: pages.isFetchingNextPage,
  onMore: () => void pages.fetchNextPage(),
});

/**
 * "Show more" under a list while it has more to show: a 44 px touch target that spins while the
 * next part loads. Centred under the list, at its start, or as wide as it (`place`); `keepFocus`
 * leaves the focus where it is (under an autocomplete's input, so its list stays open).
 */
export const ShowMoreButton = ({
  hasMore,
  loading = false,
  onMore,
  children,
  place = 'center',
  keepFocus = false,
  sx,
}: {
  hasMore: boolean;
  loading?: boolean;
  onMore: () => void;
  /** What the button says when "Show more" is not precise enough ("Load older messages"). */
  children?: ReactNode;
  place?: 'center' | 'start' | 'fill';
  keepFocus?: boolean;
  /** Further styles (the space above it). */
  sx?: SxProps<Theme>;
}) =>
  hasMore ? (
    <Button
      variant="outlined"
      onClick={onMore}
      loading={loading}
      fullWidth={place === 'fill'}
      {...(keepFocus ? { onMouseDown: (e: { preventDefault: () => void }) => e.preventDefault() } : {})}
      sx={[
        {
          minHeight: 44,
          // Centred or at the start both in a flex column (a Stack) and in a block.
          ...(place === 'fill' ? {} : { display: 'flex', width: 'fit-content' }),
          ...(place === 'center' ? { alignSelf: 'center', mx: 'auto' } : {}),
          ...(place === 'start' ? { alignSelf: 'flex-start' } : {}),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children ?? <ShowMoreLabel />}
    </Button>
  ) : null;
