import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { SearchBox } from '../../../components/offers/search-box.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useExploreBusiness } from '../api/explore-business.ts';
import { SearchFilters } from '../components/search-filters.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { toSearchQuery } from '../lib/search-params.ts';
import { useSearchState } from '../lib/use-search-state.ts';

/** /explore-business: offers of business members near me, with the same search and filters. */
export const ExploreBusinessRoute = () => {
  const t = useT();
  const [state, update] = useSearchState();
  const query = useExploreBusiness(toSearchQuery(state));
  return (
    <Box>
      <BannerHeader title={t('offers.business.title')}>
        <SearchBox
          label={t('offers.business.search')}
          value={state.q}
          categoryIds={state.categoryIds}
          onSearch={(q) => update({ q }, { push: true })}
        />
      </BannerHeader>
      <SearchFilters state={state} onChange={(next) => update(next)} />
      <SearchResults
        query={query}
        label={t('offers.business.list')}
        empty={
          <>
            <Typography variant="h6" component="p" sx={{ color: 'text.primary' }}>
              {t('offers.business.empty')}
            </Typography>
            <Typography>{t('offers.tryOther')}</Typography>
          </>
        }
      />
    </Box>
  );
};
