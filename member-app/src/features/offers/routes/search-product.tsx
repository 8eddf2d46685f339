import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { SearchBox } from '../../../components/offers/search-box.tsx';
import { useDeferredQuery } from '../../../lib/deferred-query.ts';
import { useT } from '../../../lib/i18n.ts';
import { useOfferFilter } from '../api/get-offer-filter.ts';
import { useSearchOffers } from '../api/search-offers.ts';
import { SaveSearchButton } from '../components/save-search-button.tsx';
import { SearchFilters } from '../components/search-filters.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { toSearchQuery } from '../lib/search-params.ts';
import { useSearchState } from '../lib/use-search-state.ts';

/** /search-product: text search with suggestions, filters and paged results; the state lives in the URL. */
export const SearchProductRoute = () => {
  const t = useT();
  const [state, update] = useSearchState();
  const search = toSearchQuery(state);
  const query = useDeferredQuery(useSearchOffers(search));
  const facets = useDeferredQuery(
    useOfferFilter({ ...(search.q ? { q: search.q } : {}), radius: search.radius }),
  );
  return (
    <Box>
      <BannerHeader title={t('offers.search.title')}>
        <SearchBox
          value={state.q}
          categoryIds={state.categoryIds}
          autoFocus={!state.q}
          onSearch={(q) =>
            update(
              { q, sortBy: q ? state.sortBy : state.sortBy === 'relevance' ? '' : state.sortBy },
              { push: true },
            )
          }
        />
      </BannerHeader>
      <SearchFilters state={state} onChange={(next) => update(next)} facets={facets.data} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <SaveSearchButton state={state} />
      </Box>
      <SearchResults
        query={query}
        label={t('offers.search.results')}
        empty={
          <>
            <Typography variant="h6" component="p" sx={{ color: 'text.primary' }}>
              {state.q ? t('offers.search.noMatch', { q: state.q }) : t('offers.search.none')}
            </Typography>
            <Typography>{t('offers.tryOther')}</Typography>
          </>
        }
      />
    </Box>
  );
};
