import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { type CardLink, type DashboardCard, linkSearch } from './cards.ts';

/** The cards' grid: one column on a phone, as many 240 px columns as fit elsewhere. */
const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
} as const;

const CardLinkButton = ({ link }: { link: CardLink }) => {
  const createPath = useCreatePath();
  const to = `${createPath({ resource: link.resource, type: 'list' })}${linkSearch(link.filter)}`;
  return (
    <Button component={RouterLink} to={to} size="small" sx={{ minHeight: 44, justifyContent: 'flex-start' }}>
      {link.label}
    </Button>
  );
};

/** One card: a region named by its title, the figure in large type, its details and its links. */
const FigureCard = ({ card }: { card: DashboardCard }) => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="subtitle2" component="h3" color="text.secondary">
          {card.title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {card.value.text}
        </Typography>
        {card.details.length > 0 ? (
          <Box
            component="dl"
            sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1 }}
          >
            {card.details.map((d) => (
              <Box key={d.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {d.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                  {d.text}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
        {card.links.length > 0 ? (
          <Stack sx={{ mt: 1, alignItems: 'flex-start' }}>
            {card.links.map((l) => (
              <CardLinkButton key={l.label} link={l} />
            ))}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
};

/** The figure cards. */
export const FigureCards = ({ cards }: { cards: readonly DashboardCard[] }) => (
  <Box sx={GRID}>
    {cards.map((c) => (
      <FigureCard key={c.title} card={c} />
    ))}
  </Box>
);

/** Placeholders of the cards' and charts' size while the figures load, so nothing jumps. */
export const DashboardSkeleton = () => (
  <Stack spacing={2} aria-hidden>
    <Box sx={GRID}>
      {Array.from({ length: 9 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={i} variant="rounded" height={150} />
      ))}
    </Box>
    {Array.from({ length: 3 }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
      <Skeleton key={i} variant="rounded" height={340} />
    ))}
  </Stack>
);
