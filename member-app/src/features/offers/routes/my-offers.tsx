import { PAGES } from '@barterbits/contracts';
import AddIcon from '@mui/icons-material/Add';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { OfferCard } from '../../../components/offers/offer-card.tsx';
import { useT } from '../../../lib/i18n.ts';
import { offerToCard } from '../../../lib/offers/card-data.ts';
import { useMyOffers } from '../api/get-my-offers.ts';
import { OfferGrid } from '../components/offer-grid.tsx';
import { MY_OFFER_TABS, toMyOfferTab } from '../lib/my-offers.ts';
import { STATUS_EMPTY, STATUS_LABEL, STATUS_LIST } from '../lib/offer-text.ts';

/** /my-offers: the own offers in tabs by status (with counts), paged, and "Create offer". */
export const MyOffersRoute = () => {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = toMyOfferTab(params.get('status'));
  const query = useMyOffers(tab);
  const counts = query.data?.pages[0]?.counts;
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  const tabs = MY_OFFER_TABS.filter(
    (s) => s === tab || !['DISABLED', 'DEACTIVATED'].includes(s) || (counts?.[s] ?? 0) > 0,
  );

  return (
    <Box>
      <PageHeader
        title={t('offers.myOffersTitle')}
        action={
          <Button
            component={RouterLink}
            to={PAGES.createOffer.path}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('offers.myOffers.create')}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(_e, value: string) => setParams({ status: value }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('offers.myOffers.tabs')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((s) => (
          <Tab
            key={s}
            value={s}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {t(STATUS_LABEL[s])}
                <Badge
                  badgeContent={counts?.[s] ?? 0}
                  showZero
                  max={9999}
                  color={s === tab ? 'primary' : 'default'}
                  sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                />
              </Box>
            }
            aria-label={t('offers.myOffers.tab', { status: t(STATUS_LABEL[s]), count: counts?.[s] ?? 0 })}
          />
        ))}
      </Tabs>
      <OfferGrid
        label={t(STATUS_LIST[tab])}
        items={items}
        getKey={(o) => o.id}
        renderItem={(o) => (
          <OfferCard offer={offerToCard(o, { status: o.status })} to={PAGES.myOffer.href(o.id)} />
        )}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={<Typography>{t(STATUS_EMPTY[tab])}</Typography>}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </Box>
  );
};
