import { MEMBER_SORTS, type MemberSort, type TBusinessCategory } from '@barterbits/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Messages } from '../../../i18n/messages.ts';
import { useT } from '../../../lib/i18n.ts';
import { type FindState, radiusOptions } from '../lib/find-state.ts';

const ALL = 'all';

/** The words of each order (the contracts' `MEMBER_SORT_LABELS`, in the app's language). */
const SORT_LABEL = {
  distance: 'members.sort.distance',
  rating: 'members.sort.rating',
  recent: 'members.sort.recent',
} as const satisfies Record<MemberSort, keyof Messages>;

/**
 * Personal / business toggle, sort, distance, and for businesses the category and sub-category.
 * Every control applies at once.
 */
export const FindFilters = ({
  state,
  radiusKm,
  categories,
  onChange,
}: {
  state: FindState;
  /** The radius in force (the chosen one, else the member's setting as the server applied it). */
  radiusKm: number;
  /** Business categories (GET /user/business/category); undefined while loading. */
  categories: TBusinessCategory[] | undefined;
  onChange: (next: Partial<FindState>) => void;
}) => {
  const t = useT();
  const main = categories?.find((c) => c.id === state.category);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { md: 'center' }, mb: 2 }}
      role="group"
      aria-label={t('members.filters.label')}
    >
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={state.kind}
        onChange={(_e, kind: FindState['kind'] | null) => {
          if (kind) onChange({ kind, category: null, sub: null });
        }}
        aria-label={t('members.filters.type')}
        sx={{ alignSelf: { xs: 'stretch', md: 'center' } }}
      >
        <ToggleButton value="personal" sx={{ flex: 1, px: 2.5 }}>
          {t('members.filters.personal')}
        </ToggleButton>
        <ToggleButton value="business" sx={{ flex: 1, px: 2.5 }}>
          {t('members.filters.business')}
        </ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        label={t('members.filters.sort')}
        value={state.sort}
        onChange={(e) => onChange({ sort: e.target.value as MemberSort })}
        sx={{ minWidth: 180 }}
      >
        {MEMBER_SORTS.map((s) => (
          <MenuItem key={s} value={s}>
            {t(SORT_LABEL[s])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('members.filters.distance')}
        value={String(radiusKm)}
        onChange={(e) => onChange({ radius: Number(e.target.value) })}
        sx={{ minWidth: 160 }}
      >
        {radiusOptions(radiusKm).map((r) => (
          <MenuItem key={r} value={String(r)}>
            {t('members.filters.within', { km: r })}
          </MenuItem>
        ))}
      </TextField>
      {state.kind === 'business' ? (
        <>
          <TextField
            select
            label={t('members.filters.category')}
            value={state.category === null ? ALL : String(state.category)}
            onChange={(e) =>
              onChange({ category: e.target.value === ALL ? null : Number(e.target.value), sub: null })
            }
            disabled={!categories}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value={ALL}>{t('members.filters.allCategories')}</MenuItem>
            {/* A category from the address bar shows while the list loads. */}
            {!categories && state.category !== null ? (
              <MenuItem value={String(state.category)}>{t('members.filters.loading')}</MenuItem>
            ) : null}
            {(categories ?? []).map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('members.filters.subCategory')}
            value={state.sub === null ? ALL : String(state.sub)}
            onChange={(e) => onChange({ sub: e.target.value === ALL ? null : Number(e.target.value) })}
            disabled={!main || main.subCategories.length === 0}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value={ALL}>{t('members.filters.allSubCategories')}</MenuItem>
            {!main && state.sub !== null ? (
              <MenuItem value={String(state.sub)}>{t('members.filters.loading')}</MenuItem>
            ) : null}
            {(main?.subCategories ?? []).map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      ) : null}
    </Stack>
  );
};
