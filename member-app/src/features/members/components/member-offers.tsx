import { formatNumber, PAGES, type TMemberOfferCard } from '@barterbits/contracts';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error.tsx';
import { OfferCard } from '../../../components/offers/offer-card.tsx';
import { nextPageOf, ShowMoreButton } from '../../../components/show-more-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { type OfferCardData, offerHref } from '../../../lib/offers/card-data.ts';
import { useMemberOffers } from '../api/get-member-offers.ts';

const GRID_SIZE = { xs: 6, sm: 4, md: 6, lg: 4 } as const;

/** A profile's offer as the shared offer card (no distance: the profile gives the member's). */
const toCard = (o: TMemberOfferCard, isSelf: boolean): OfferCardData => ({
  id: o.id,
  title: o.title,
  category: o.category,
  coverThumbUrl: o.coverThumbUrl,
  priceCents: o.priceCents,
  priceType: o.priceType,
  city: o.city,
  province: o.province,
  // The own offers carry no heart (one does not favourite one's own).
  ...(isSelf ? {} : { favourited: o.favourited }),
});

/** The member's ACTIVE offers, newest first, with "Load more". */
export const MemberOffers = ({
  memberId,
  publicName,
  isSelf,
}: {
  memberId: string;
  publicName: string;
  isSelf: boolean;
}) => {
  const t = useT();
  const query = useMemberOffers(memberId);
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.meta.total;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="member-offers-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="member-offers-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {total !== undefined
          ? t('members.offers.headingCount', { count: formatNumber(total) })
          : t('members.offers.heading')}
      </Typography>
      {query.isPending ? (
        <Grid
          container
          spacing={{ xs: 1.5, sm: 2 }}
          aria-busy="true"
          aria-label={t('members.offers.loading')}
          role="status"
        >
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={GRID_SIZE}>
              <Skeleton variant="rounded" height={240} />
            </Grid>
          ))}
        </Grid>
      ) : query.isError && items.length === 0 ? (
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {isSelf ? t('members.offers.noneSelf') : t('members.offers.none', { name: publicName })}
        </Typography>
      ) : (
        <>
          <Grid
            container
            spacing={{ xs: 1.5, sm: 2 }}
            component="ul"
            aria-label={t('members.offers.list', { name: publicName })}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {items.map((o) => (
              <Grid key={o.id} size={GRID_SIZE} component="li">
                <OfferCard
                  offer={toCard(o, isSelf)}
                  to={isSelf ? PAGES.myOffer.href(o.id) : offerHref(o.id)}
                />
              </Grid>
            ))}
          </Grid>
          <ShowMoreButton {...nextPageOf(query)} sx={{ mt: 2 }}>
            {t('members.offers.more')}
          </ShowMoreButton>
        </>
      )}
    </Paper>
  );
};
