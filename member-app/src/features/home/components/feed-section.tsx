import type { THomeSection } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { OfferCard } from '../../../components/offers/offer-card.tsx';
import { useT } from '../../../lib/i18n.ts';
import { offerHref, searchResultToCard } from '../../../lib/offers/card-data.ts';
import { FEED_GAP, sectionSpan, visibleCards } from './feed-layout.ts';

/** Where "See all" leads: the search with the row's filters (business rows to /explore-business). */
export const seeAllHref = (section: THomeSection) => {
  const p = new URLSearchParams();
  if (section.searchQuery.categoryIds !== '1,2,3,4') p.set('categoryIds', section.searchQuery.categoryIds);
  if (section.searchQuery.sortBy !== 'relevance') p.set('sortBy', section.searchQuery.sortBy);
  const path =
    section.searchQuery.accountType === 'BUSINESS' ? PAGES.exploreBusiness.path : PAGES.searchProduct.path;
  const qs = p.toString();
  return qs ? `${path}?${qs}` : path;
};

/** A narrow feed: one horizontal scroller per row, about one and a half cards on a phone. */
const scrollerSx = {
  display: 'grid',
  gap: `${FEED_GAP}px`,
  gridAutoFlow: 'column',
  gridAutoColumns: { xs: '72%', sm: '42%' },
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  pb: 1,
  '& > li': { scrollSnapAlign: 'start' },
} as const;

/**
 * One feed row: title, "See all (n)" and the cards. `columns` null: a narrow feed (the row takes the
 * full width and scrolls sideways). A number: the row is an item of the feed's grid of that many
 * columns (see `feed-layout.ts`), spanning one column per card; its header and cards are the grid's
 * two row tracks (subgrid), so rows side by side start their cards at the same height.
 */
export const FeedSection = ({ section, columns }: { section: THomeSection; columns: number | null }) => {
  const t = useT();
  const headingId = `feed-${section.key}`;
  const cards =
    columns === null ? section.data : section.data.slice(0, visibleCards(section.data.length, columns));
  const span = columns === null ? null : sectionSpan(cards.length, columns);
  const tracks = span === null ? undefined : `repeat(${span}, minmax(0, 1fr))`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={
        span === null
          ? { mb: 4 }
          : {
              gridColumn: `span ${span}`,
              gridRow: 'span 2',
              display: 'grid',
              gridTemplateColumns: tracks,
              gridTemplateRows: 'subgrid',
              columnGap: `${FEED_GAP}px`,
              rowGap: 0,
            }
      }
    >
      <Stack
        direction="row"
        sx={{
          gridColumn: '1 / -1',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          columnGap: 1,
          pb: 1.5,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {section.title}
        </Typography>
        {section.total > 0 ? (
          <Button
            component={RouterLink}
            to={seeAllHref(section)}
            size="small"
            aria-label={t('home.section.seeAllLabel', { title: section.title, total: section.total })}
          >
            {t('home.section.seeAll', { total: section.total })}
          </Button>
        ) : null}
      </Stack>
      {cards.length === 0 ? (
        <Typography color="text.secondary" sx={{ gridColumn: '1 / -1', mb: 4 }}>
          {t('home.section.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={section.title}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            ...(span === null
              ? scrollerSx
              : {
                  gridColumn: '1 / -1',
                  alignSelf: 'start',
                  display: 'grid',
                  gridTemplateColumns: tracks,
                  gap: `${FEED_GAP}px`,
                  mb: 4,
                }),
          }}
        >
          {cards.map((o) => (
            <li key={o.id}>
              <OfferCard offer={searchResultToCard(o)} to={offerHref(o.id)} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
};
