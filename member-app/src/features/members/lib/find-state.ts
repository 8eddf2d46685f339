import {
  MEMBER_RADIUS_MAX_KM,
  MEMBER_SEARCH_MAX,
  MEMBER_SORTS,
  type MemberSort,
} from '@barterbits/contracts';
import { t } from '../../../lib/i18n.ts';
import type { FindBusinessMembersFilters } from '../api/find-business-members.ts';
import type { FindMembersFilters } from '../api/find-members.ts';

/** The find-members page's state, kept in the address bar (back and reload keep it). */
export interface FindState {
  kind: 'personal' | 'business';
  /** Name search as typed (trimmed when sent). */
  q: string;
  sort: MemberSort;
  /** km; null: the member's memberRadius setting (the server applies it, default 20). */
  radius: number | null;
  /** Business only: a main category and one of its sub-categories. */
  category: number | null;
  sub: number | null;
}

export const DEFAULT_FIND_STATE: FindState = {
  kind: 'personal',
  q: '',
  sort: 'distance',
  radius: null,
  category: null,
  sub: null,
};

/** The radii offered (km). The member's own setting is added when it is another number. */
export const RADIUS_OPTIONS_KM = [5, 10, 20, 50, MEMBER_RADIUS_MAX_KM] as const;

const positiveInt = (raw: string | null, max = Number.MAX_SAFE_INTEGER): number | null => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
};

/** Reads the state from the query string; anything malformed falls back to the default. */
export const parseFindState = (params: URLSearchParams): FindState => {
  const kind = params.get('type') === 'business' ? 'business' : 'personal';
  const sortRaw = params.get('sort');
  const sort = (MEMBER_SORTS as readonly string[]).includes(sortRaw ?? '')
    ? (sortRaw as MemberSort)
    : DEFAULT_FIND_STATE.sort;
  const category = kind === 'business' ? positiveInt(params.get('category')) : null;
  return {
    kind,
    q: (params.get('q') ?? '').slice(0, MEMBER_SEARCH_MAX),
    sort,
    radius: positiveInt(params.get('radius'), MEMBER_RADIUS_MAX_KM),
    category,
    // A sub-category only under its main category.
    sub: category !== null ? positiveInt(params.get('sub')) : null,
  };
};

/** The query string of a state: defaults are left out, so the plain page is just /find-members. */
export const findStateToParams = (state: FindState): URLSearchParams => {
  const p = new URLSearchParams();
  if (state.kind === 'business') p.set('type', 'business');
  if (state.q.trim()) p.set('q', state.q.trim());
  if (state.sort !== DEFAULT_FIND_STATE.sort) p.set('sort', state.sort);
  if (state.radius !== null) p.set('radius', String(state.radius));
  if (state.kind === 'business' && state.category !== null) {
    p.set('category', String(state.category));
    if (state.sub !== null) p.set('sub', String(state.sub));
  }
  return p;
};

const searchOf = (q: string) => q.trim().slice(0, MEMBER_SEARCH_MAX) || undefined;

/** GET /user/find-members: personal members only (business members have their own tab and filters). */
export const toFindMembersQuery = (state: FindState): FindMembersFilters => ({
  memberType: 'PERSONAL',
  sortBy: state.sort,
  ...(searchOf(state.q) ? { search: searchOf(state.q) } : {}),
  ...(state.radius !== null ? { radius: state.radius } : {}),
});

/** POST /user/business/find-member: a chosen sub-category narrows its main category. */
export const toFindBusinessBody = (state: FindState): FindBusinessMembersFilters => ({
  categoryIds: state.sub === null && state.category !== null ? [state.category] : [],
  subCategoryIds: state.sub !== null ? [state.sub] : [],
  sortBy: state.sort,
  ...(searchOf(state.q) ? { search: searchOf(state.q) } : {}),
  ...(state.radius !== null ? { radius: state.radius } : {}),
});

/** The radius options to show: the standard steps plus the one in force, ascending. */
export const radiusOptions = (current: number): number[] =>
  [...new Set<number>([...RADIUS_OPTIONS_KM, current])].sort((a, b) => a - b);

/** The next wider radius to suggest when nothing is found (null at the widest). */
export const widerRadius = (current: number): number | null =>
  RADIUS_OPTIONS_KM.find((r) => r > current) ?? null;

/** "1 member", "12 members within 20 km". */
export const membersCountLabel = (total: number, radiusKm: number, kind: FindState['kind']): string =>
  t('members.find.count', { kind, total, km: radiusKm });
