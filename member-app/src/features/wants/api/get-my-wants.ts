import { type TMyWantsQuery, WANTS_PAGE_MAX } from '@barterbits/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { wantsKeys } from './keys.ts';

// The wants feature calls the registry through `api.invoke` (typed by the contracts): named wrappers in
// the shared client would ride in the first load of every page, and only these lazy pages call them.

/** GET /want/my-wants: one page of the own wants, newest first ('' status: all of them). */
export const getMyWants = (status: NonNullable<TMyWantsQuery['status']> | '', offset: number) =>
  api.invoke('myWants', {
    query: { ...(status ? { status } : {}), limit: WANTS_PAGE_MAX, offset },
  });

export const getMyWantsQueryOptions = (status: NonNullable<TMyWantsQuery['status']> | '') =>
  infiniteQueryOptions({
    queryKey: wantsKeys.mine(status),
    queryFn: ({ pageParam }) => getMyWants(status, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useMyWants = (status: NonNullable<TMyWantsQuery['status']> | '') =>
  useInfiniteQuery({ ...getMyWantsQueryOptions(status), refetchOnMount: 'always' });
