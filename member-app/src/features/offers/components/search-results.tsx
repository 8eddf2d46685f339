import type { TSearchOffersResponse } from '@barterbits/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OfferCard } from '../../../components/offers/offer-card.tsx';
import { offerHref, searchResultToCard } from '../../../lib/offers/card-data.ts';
import { OfferGrid } from './offer-grid.tsx';

/** Cards of a paged search (search-product, explore-business, offers) with "Load more". */
export const SearchResults = ({
  query,
  label,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<TSearchOffersResponse>, Error>;
  label: string;
  empty: ReactNode;
}) => {
  // Pages are fetched by offset over a stable order; an offer that moved between pages is shown once.
  const seen = new Set<string>();
  const items = (query.data?.pages.flatMap((p) => p.data) ?? []).filter((o) => {
    if (seen.has(o.id)) return false;
    seen.add(o.id);
    return true;
  });
  return (
    <OfferGrid
      label={label}
      items={items}
      getKey={(o) => o.id}
      renderItem={(o) => <OfferCard offer={searchResultToCard(o)} to={offerHref(o.id)} />}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={empty}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      {...(query.data?.pages[0] ? { total: query.data.pages[0].meta.total } : {})}
    />
  );
};
