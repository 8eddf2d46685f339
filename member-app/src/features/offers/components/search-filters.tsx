import {
  ALL_OFFER_CATEGORY_FILTER,
  effectiveSearchSort,
  SEARCH_RADIUS_ANYWHERE,
  SEARCH_RADIUS_OPTIONS_KM,
  type SearchSort,
  searchSortsFor,
  type TOfferFilterResponse,
} from '@barterbits/contracts';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { sanitizeMoneyInput } from '../../../lib/money.ts';
import { CATEGORY_OPTIONS } from '../../../lib/offers/format.ts';
import { CATEGORY_LABEL, problemIn, SORT_LABEL } from '../lib/labels.ts';
import { DEFAULT_SEARCH_STATE, priceRangeErrors, type SearchState } from '../lib/search-params.ts';

/**
 * Category, radius, price range and sort. Selects apply at once; the price bounds apply on Enter or
 * when leaving the field, and only when valid (money input: digits and one point, two decimals).
 * With `facets` (GET /offer/filter) each category shows how many offers it has and the distances are
 * the server's steps.
 */
export const SearchFilters = ({
  state,
  onChange,
  showSort = true,
  facets,
}: {
  state: SearchState;
  onChange: (next: Partial<SearchState>) => void;
  showSort?: boolean;
  facets?: TOfferFilterResponse['data'] | undefined;
}) => {
  const t = useT();
  const isPhone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState({ minPrice: state.minPrice, maxPrice: state.maxPrice });
  useEffect(
    () => setPrice({ minPrice: state.minPrice, maxPrice: state.maxPrice }),
    [state.minPrice, state.maxPrice],
  );
  const errors = priceRangeErrors(price);
  const applyPrice = () => {
    if (Object.keys(errors).length > 0) return;
    if (price.minPrice !== state.minPrice || price.maxPrice !== state.maxPrice) onChange(price);
  };
  const countOf = (id: number) => facets?.categories.find((c) => c.id === id)?.count;
  const radiusSteps = facets?.radius.optionsKm ?? SEARCH_RADIUS_OPTIONS_KM;
  const radiusOptions = [...new Set([...radiusSteps.map(String), state.radius])].filter(
    (r) => r !== SEARCH_RADIUS_ANYWHERE,
  );
  const hasText = state.q.trim().length > 0;
  const sort = effectiveSearchSort(state.sortBy || undefined, hasText);
  const isDefault =
    state.categoryIds === DEFAULT_SEARCH_STATE.categoryIds &&
    state.radius === DEFAULT_SEARCH_STATE.radius &&
    !state.minPrice &&
    !state.maxPrice &&
    !state.sortBy;

  const priceField = (key: 'minPrice' | 'maxPrice', label: string) => (
    <TextField
      label={label}
      size="small"
      value={price[key]}
      onChange={(e) => setPrice((p) => ({ ...p, [key]: sanitizeMoneyInput(e.target.value) }))}
      onBlur={applyPrice}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          applyPrice();
        }
      }}
      error={errors[key] !== undefined}
      helperText={problemIn(t, errors[key])}
      sx={{ width: { xs: '100%', sm: 150 } }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">BITS</InputAdornment> },
      }}
    />
  );

  const activeCount =
    Number(state.categoryIds !== DEFAULT_SEARCH_STATE.categoryIds) +
    Number(state.radius !== DEFAULT_SEARCH_STATE.radius) +
    Number(!!state.minPrice || !!state.maxPrice) +
    Number(!!state.sortBy);

  const panel = (
    <Stack
      id="search-filters"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' }, mb: 2 }}
      role="group"
      aria-label={t('offers.filters.label')}
    >
      <TextField
        select
        size="small"
        label={t('offers.filters.category')}
        value={state.categoryIds.includes(',') ? ALL_OFFER_CATEGORY_FILTER : state.categoryIds}
        onChange={(e) => onChange({ categoryIds: e.target.value })}
        sx={{ minWidth: 190 }}
      >
        <MenuItem value={ALL_OFFER_CATEGORY_FILTER}>{t('offers.filters.allCategories')}</MenuItem>
        {CATEGORY_OPTIONS.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {countOf(c.id) === undefined
              ? t(CATEGORY_LABEL[c.category])
              : t('offers.filters.categoryCount', {
                  category: t(CATEGORY_LABEL[c.category]),
                  count: countOf(c.id) ?? 0,
                })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('offers.filters.distance')}
        value={state.radius}
        onChange={(e) => onChange({ radius: e.target.value })}
        sx={{ minWidth: 150 }}
      >
        {radiusOptions.map((r) => (
          <MenuItem key={r} value={r}>
            {t('offers.filters.within', { radius: r })}
          </MenuItem>
        ))}
        <MenuItem value={SEARCH_RADIUS_ANYWHERE}>{t('offers.filters.anywhere')}</MenuItem>
      </TextField>
      {priceField('minPrice', t('offers.filters.minPrice'))}
      {priceField('maxPrice', t('offers.filters.maxPrice'))}
      {showSort ? (
        <TextField
          select
          size="small"
          label={t('offers.filters.sortBy')}
          value={sort}
          onChange={(e) => onChange({ sortBy: e.target.value as SearchSort })}
          sx={{ minWidth: 190 }}
        >
          {searchSortsFor(hasText).map((s) => (
            <MenuItem key={s} value={s}>
              {t(SORT_LABEL[s])}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {!isDefault ? (
        <Button
          onClick={() =>
            onChange({
              categoryIds: DEFAULT_SEARCH_STATE.categoryIds,
              radius: DEFAULT_SEARCH_STATE.radius,
              minPrice: '',
              maxPrice: '',
              sortBy: '',
            })
          }
        >
          {t('offers.filters.clear')}
        </Button>
      ) : null}
    </Stack>
  );

  // On a phone the filters fold away behind one button so the results come first.
  if (!isPhone) return panel;
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        startIcon={<TuneIcon />}
        variant="outlined"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="search-filters"
        sx={{ mb: open ? 1.5 : 0 }}
      >
        {activeCount > 0 ? t('offers.filters.active', { count: activeCount }) : t('offers.filters.label')}
      </Button>
      <Collapse in={open}>{panel}</Collapse>
    </Box>
  );
};
