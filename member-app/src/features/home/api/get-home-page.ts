import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { offerKeys } from '../../../lib/query-keys.ts';
import { HOME_FEED_LIMIT } from '../components/feed-layout.ts';

/**
 * GET /offer/home-page: the feed rows around the member (newest, per category, businesses), with
 * enough cards per row for two full lines on a wide screen.
 */
export const getHomePage = async () => (await api.offerHomePage({ limit: HOME_FEED_LIMIT })).data;

/** Under the offers key so favourite toggles and status changes reach the feed too. */
export const getHomePageQueryOptions = () =>
  queryOptions({ queryKey: offerKeys.home(), queryFn: getHomePage });

export const useHomePage = () => useQuery({ ...getHomePageQueryOptions(), refetchOnMount: 'always' });
