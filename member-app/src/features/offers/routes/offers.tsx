import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SearchBox } from '../../../components/offers/search-box.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useOfferFilter } from '../api/get-offer-filter.ts';
import { useSearchOffers } from '../api/search-offers.ts';
import { OfferView } from '../components/offer-view.tsx';
import { SearchFilters } from '../components/search-filters.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { toSearchQuery, writeSearchState } from '../lib/search-params.ts';
import { useSearchState } from '../lib/use-search-state.ts';

const BrowseList = () => {
  const t = useT();
  const [state, update] = useSearchState();
  const navigate = useNavigate();
  const query = useSearchOffers(toSearchQuery({ ...state, q: '', sortBy: state.sortBy || 'newest' }));
  const facets = useOfferFilter({ radius: state.radius });
  return (
    <>
      <PageHeader
        title={t('offers.browse.title')}
        subtitle={t('offers.browse.subtitle')}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={PAGES.exploreBusiness.path} variant="outlined">
              {t('offers.browse.businesses')}
            </Button>
            <Button component={RouterLink} to={PAGES.myFavourite.path} variant="outlined">
              {t('offers.browse.favourites')}
            </Button>
          </Stack>
        }
      />
      <Stack spacing={2} sx={{ mb: 2 }}>
        <SearchBox
          value=""
          categoryIds={state.categoryIds}
          onSearch={(q) =>
            navigate(
              `${PAGES.searchProduct.path}?${writeSearchState({ ...state, q, sortBy: '' }).toString()}`,
            )
          }
        />
        <SearchFilters state={{ ...state, q: '' }} onChange={(next) => update(next)} facets={facets.data} />
      </Stack>
      <SearchResults
        query={query}
        label={t('offers.browse.list')}
        empty={
          <>
            <Typography variant="h6" component="p" sx={{ color: 'text.primary' }}>
              {t('offers.browse.empty')}
            </Typography>
            <Typography>{t('offers.browse.emptyHint')}</Typography>
          </>
        }
      />
    </>
  );
};

/** /offers: the browse list (newest near me), or with ?offerId= another member's offer. */
export const OffersRoute = () => {
  const [params] = useSearchParams();
  const offerId = params.get('offerId');
  return offerId ? <OfferView key={offerId} offerId={offerId} /> : <BrowseList />;
};
