import { MEMBER_RADIUS_DEFAULT_KM, PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { useT } from '../../../lib/i18n.ts';
import { userAtom } from '../../../stores/session.ts';
import { findBusinessMembersQueryOptions } from '../api/find-business-members.ts';
import { findMembersQueryOptions } from '../api/find-members.ts';
import { useBusinessCategories } from '../api/get-business-categories.ts';
import { FindFilters } from '../components/find-filters.tsx';
import { MemberResults } from '../components/member-results.tsx';
import { MemberSearchBox } from '../components/member-search-box.tsx';
import {
  type FindState,
  findStateToParams,
  membersCountLabel,
  parseFindState,
  toFindBusinessBody,
  toFindMembersQuery,
  widerRadius,
} from '../lib/find-state.ts';

/**
 * /find-members (spec §2, banner style 1): members around the member's general location within their
 * memberRadius (default 20 km) or a radius they choose; personal members or businesses by category;
 * search by name, sort, "Load more". The state lives in the address bar.
 */
export const FindMembersRoute = () => {
  const t = useT();
  const loginId = useAtomValue(userAtom)?.userId ?? '';
  const [params, setParams] = useSearchParams();
  const state = parseFindState(params);
  const update = useCallback(
    (next: Partial<FindState>) =>
      setParams((prev) => findStateToParams({ ...parseFindState(prev), ...next }), { replace: true }),
    [setParams],
  );
  const isBusiness = state.kind === 'business';
  const query = useInfiniteQuery({
    ...(isBusiness
      ? findBusinessMembersQueryOptions(toFindBusinessBody(state))
      : findMembersQueryOptions(loginId, toFindMembersQuery(state))),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const categories = useBusinessCategories(isBusiness);
  const meta = query.data?.pages[0]?.meta;
  // Until the first answer: the chosen radius, else the default setting (spec §4: memberRadius 20).
  const radiusKm = meta?.radiusKm ?? state.radius ?? MEMBER_RADIUS_DEFAULT_KM;
  const wider = widerRadius(radiusKm);
  const searching = state.q.trim() !== '' || state.category !== null;

  const empty =
    meta && !meta.locationSet ? (
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="p" sx={{ color: 'text.primary' }}>
          {t('members.find.noLocation')}
        </Typography>
        <Button component={RouterLink} to={PAGES.generalLocation.path} variant="contained">
          {t('members.find.setLocation')}
        </Button>
      </Stack>
    ) : (
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="p" sx={{ color: 'text.primary' }}>
          {searching
            ? t('members.find.noMatch', { kind: state.kind, km: radiusKm })
            : t('members.find.noneYet', { kind: state.kind, km: radiusKm })}
        </Typography>
        <Typography>{wider ? t('members.find.tryWider') : t('members.find.invite')}</Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignSelf: 'stretch', justifyContent: 'center' }}
        >
          {wider ? (
            <Button variant="contained" onClick={() => update({ radius: wider })}>
              {t('members.find.searchWithin', { km: wider })}
            </Button>
          ) : null}
          {searching ? (
            <Button variant="outlined" onClick={() => update({ q: '', category: null, sub: null })}>
              {t('members.find.clearSearch')}
            </Button>
          ) : null}
          <Button component={RouterLink} to={PAGES.inviteAFriend.path} variant="outlined">
            {t('members.find.inviteFriend')}
          </Button>
        </Stack>
      </Stack>
    );

  return (
    <Box>
      <BannerHeader title={t('members.find.title')}>
        <MemberSearchBox
          label={isBusiness ? t('members.find.searchBusinesses') : t('members.find.searchMembers')}
          value={state.q}
          onSearch={(q) => update({ q })}
        />
      </BannerHeader>
      <FindFilters state={state} radiusKm={radiusKm} categories={categories.data} onChange={update} />
      {categories.isError && isBusiness ? (
        <Typography color="error" role="alert" sx={{ mb: 2 }}>
          {categories.error.message}
        </Typography>
      ) : null}
      <MemberResults
        query={query}
        label={isBusiness ? t('members.find.businessesNear') : t('members.find.membersNear')}
        summary={meta ? membersCountLabel(meta.total, meta.radiusKm, state.kind) : null}
        empty={empty}
      />
    </Box>
  );
};
