import type { TRestrictionState } from '@barterbits/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api.ts';
import { useLocale } from '../../../lib/i18n.ts';
import {
  isRestricted,
  maintenanceSignalAtom,
  RECHECK_WHILE_LOCKED_MS,
  saveRestriction,
  toRestrictionState,
} from '../../../lib/restrictions.ts';
import { restrictedRoutesAtom } from '../../../stores/ui.ts';

/** GET /maintenance/check (the tester's unlock pass goes in its header through the API client's hook). */
export const getRestrictionState = async (): Promise<TRestrictionState> =>
  (await api.maintenanceCheck()).data;

/**
 * The check's query: asked once per page load, then again every Retry-After while something is locked
 * (and on every 503 MAINTENANCE, see {@link useRestrictionCheck}).
 */
export const restrictionCheckOptions = () =>
  queryOptions({
    queryKey: ['maintenance', 'check'] as const,
    queryFn: getRestrictionState,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) =>
      query.state.data && isRestricted(toRestrictionState(query.state.data, ''))
        ? RECHECK_WHILE_LOCKED_MS
        : false,
  });

/**
 * Keeps the restriction state: runs the check after the first render (never before a page paints),
 * saves every answer in the store, and checks again when a call answers 503 MAINTENANCE, and when the app's
 * language changes while something is locked (the locked modules' names come in the language asked in).
 */
export function useRestrictionCheck() {
  const store = useStore();
  const query = useQuery(restrictionCheckOptions());
  const signal = useAtomValue(maintenanceSignalAtom);
  const { data, dataUpdatedAt, refetch } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: saves each answer once (dataUpdatedAt marks a new one).
  useEffect(() => {
    if (data) saveRestriction(store, data, store.get(restrictedRoutesAtom).xSystemUnlockToken);
  }, [data, dataUpdatedAt, store]);

  useEffect(() => {
    // A check already in flight answers for this 503 too.
    if (signal > 0) void refetch({ cancelRefetch: false });
  }, [signal, refetch]);

  const locale = useLocale();
  const askedIn = useRef(locale);
  useEffect(() => {
    if (askedIn.current === locale) return;
    askedIn.current = locale;
    if (data && isRestricted(toRestrictionState(data, ''))) void refetch({ cancelRefetch: false });
  }, [locale, data, refetch]);

  return query;
}
