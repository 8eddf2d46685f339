import type { THomeSection } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { OfferCard } from '../../../components/offers/offer-card.tsx';
import { offerHref, searchResultToCard } from '../../../lib/offers/card-data.ts';

/** Where "See all" leads: the search with the row's filters (business rows to /explore-business). */
export const seeAllHref = (section: THomeSection) => {
  const p = new URLSearchParams();
  if (section.searchQuery.categoryIds !== '1,2,3,4') p.set('categoryIds', section.searchQuery.categoryIds);
  if (section.searchQuery.sortBy !== 'relevance') p.set('sortBy', section.searchQuery.sortBy);
  const path = section.searchQuery.accountType === 'BUSINESS' ? '/explore-business' : '/search-product';
  const qs = p.toString();
  return qs ? `${path}?${qs}` : path;
};

/** One feed row: title, "See all (n)" and the cards in a horizontal scroller (wraps on wide screens). */
export const FeedSection = ({ section }: { section: THomeSection }) => {
  const headingId = `feed-${section.key}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {section.title}
        </Typography>
        {section.total > 0 ? (
          <Button
            component={RouterLink}
            to={seeAllHref(section)}
            size="small"
            aria-label={`See all ${section.title} (${section.total})`}
          >
            See all ({section.total.toLocaleString('en-CA')})
          </Button>
        ) : null}
      </Stack>
      {section.data.length === 0 ? (
        <Typography color="text.secondary">Nothing near you here yet.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={section.title}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridAutoFlow: 'column',
            gridAutoColumns: { xs: '72%', sm: '42%', md: '30%', lg: '23%' },
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            pb: 1,
            '& > li': { scrollSnapAlign: 'start' },
          }}
        >
          {section.data.map((o) => (
            <li key={o.id}>
              <OfferCard offer={searchResultToCard(o)} to={offerHref(o.id)} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
};
