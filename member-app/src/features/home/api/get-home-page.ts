import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { offerKeys } from '../../../lib/query-keys.ts';

/** GET /offer/home-page: the feed rows around the member (newest, per category, businesses). */
export const getHomePage = async () => (await api.offerHomePage()).data;

/** Under the offers key so favourite toggles and status changes reach the feed too. */
export const getHomePageQueryOptions = () =>
  queryOptions({ queryKey: offerKeys.home(), queryFn: getHomePage });

export const useHomePage = () => useQuery({ ...getHomePageQueryOptions(), refetchOnMount: 'always' });
