import {
  PAGES,
  SEARCH_QUERY_MAX,
  SEARCH_RADIUS_ANYWHERE,
  SEARCH_RADIUS_OPTIONS_KM,
} from '@barterbits/contracts';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { MessageMemberButton } from '../../../components/chat/message-member-button.tsx';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { nextPageOf, ShowMoreButton } from '../../../components/show-more-button.tsx';
import { WantCard } from '../../../components/wants/want-card.tsx';
import { useT } from '../../../lib/i18n.ts';
import { CATEGORY_OPTIONS } from '../../../lib/offers/format.ts';
import { categoryLabel } from '../../../lib/offers/labels.ts';
import { useWantedFeed } from '../api/get-wanted-feed.ts';
import {
  readWantedState,
  toggleCategory,
  toWantedQuery,
  type WantedState,
  writeWantedState,
} from '../lib/wanted-params.ts';

const GRID_SIZE = { xs: 12, sm: 6, lg: 4 } as const;

/** Text, category chips, distance and sort of the feed; the text applies on submit, the rest at once. */
const FeedFilters = ({
  state,
  onChange,
}: {
  state: WantedState;
  onChange: (next: Partial<WantedState>) => void;
}) => {
  const t = useT();
  const [text, setText] = useState(state.q);
  useEffect(() => setText(state.q), [state.q]);
  const radiusOptions = [...new Set([...SEARCH_RADIUS_OPTIONS_KM.map(String), state.radius])].filter(
    (r) => r !== SEARCH_RADIUS_ANYWHERE,
  );
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Stack
        component="form"
        role="search"
        aria-label={t('wants.feed.search')}
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ q: text.trim() });
        }}
      >
        <TextField
          value={text}
          onChange={(e) => setText(e.target.value)}
          label={t('wants.feed.search')}
          placeholder={t('wants.feed.searchPlaceholder')}
          type="search"
          slotProps={{
            htmlInput: { maxLength: SEARCH_QUERY_MAX, enterKeyHint: 'search' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" aria-label={t('wants.feed.searchSubmit')} edge="end">
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <Box role="group" aria-label={t('wants.feed.categories')}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {CATEGORY_OPTIONS.map(({ id, category }) => {
            const on = state.categoryIds.split(',').includes(String(id));
            return (
              <Chip
                key={id}
                label={categoryLabel(category)}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                aria-pressed={on}
                onClick={() => onChange({ categoryIds: toggleCategory(state.categoryIds, id) })}
                sx={{ minHeight: 44 }}
              />
            );
          })}
        </Stack>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('wants.feed.radius')}
          value={state.radius}
          onChange={(e) => onChange({ radius: e.target.value })}
          sx={{ minWidth: 160 }}
        >
          {radiusOptions.map((km) => (
            <MenuItem key={km} value={km}>
              {t('wants.feed.radiusKm', { km })}
            </MenuItem>
          ))}
          <MenuItem value={SEARCH_RADIUS_ANYWHERE}>{t('wants.feed.anywhere')}</MenuItem>
        </TextField>
        <TextField
          select
          label={t('wants.feed.sort')}
          value={state.sortBy}
          onChange={(e) => onChange({ sortBy: e.target.value as WantedState['sortBy'] })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="newest">{t('wants.feed.newest')}</MenuItem>
          <MenuItem value="nearest">{t('wants.feed.nearest')}</MenuItem>
        </TextField>
      </Stack>
    </Stack>
  );
};

/**
 * /wanted: "Wanted near you", other members' active wants around the member (text, categories,
 * distance, newest or nearest, paged); `?offerId=` lists the wants one of the member's offers matched.
 */
export const WantedRoute = () => {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readWantedState(params), [params]);
  const update = (next: Partial<WantedState>) =>
    setParams(writeWantedState({ ...state, ...next }), { replace: !('q' in next) });
  const query = useWantedFeed(toWantedQuery(state));
  const seen = new Set<string>();
  const items = (query.data?.pages.flatMap((p) => p.data) ?? []).filter((w) => {
    if (seen.has(w.id)) return false;
    seen.add(w.id);
    return true;
  });
  const total = query.data?.pages[0]?.meta.total;
  const forOffer = state.offerId !== '';
  return (
    <Box sx={{ pb: 4 }}>
      <BannerHeader title={forOffer ? t('wants.feed.offerTitle') : t('wants.feed.title')}>
        <Typography>{forOffer ? t('wants.feed.offerLead') : t('wants.feed.lead')}</Typography>
      </BannerHeader>
      {forOffer ? (
        <Button component={RouterLink} to={PAGES.wanted.path} sx={{ mb: 2 }}>
          {t('wants.feed.all')}
        </Button>
      ) : (
        <FeedFilters state={state} onChange={update} />
      )}
      <Box component="section" aria-label={t('wants.feed.results')} aria-busy={query.isFetching}>
        {query.isPending ? (
          <Grid container spacing={2} aria-busy="true" aria-label={t('wants.feed.loading')}>
            {[0, 1, 2].map((i) => (
              <Grid key={i} size={GRID_SIZE}>
                <Skeleton variant="rounded" height={180} />
              </Grid>
            ))}
          </Grid>
        ) : query.isError && items.length === 0 ? (
          <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <Alert severity="info">{forOffer ? t('wants.feed.offerEmpty') : t('wants.feed.empty')}</Alert>
        ) : (
          <Stack spacing={2}>
            {total !== undefined ? (
              <Typography color="text.secondary" role="status">
                {t('wants.feed.count', { count: total })}
              </Typography>
            ) : null}
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((w) => (
                <Grid key={w.id} size={GRID_SIZE} component="li">
                  <WantCard
                    want={w}
                    upTo="wants.upTo"
                    action={
                      <MessageMemberButton memberId={w.member.id} label={t('wants.want.message')} fullWidth />
                    }
                  />
                </Grid>
              ))}
            </Grid>
            <ShowMoreButton {...nextPageOf(query)}>{t('wants.feed.loadMore')}</ShowMoreButton>
          </Stack>
        )}
      </Box>
    </Box>
  );
};
