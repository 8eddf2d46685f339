import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { notificationKeys } from './keys.ts';

/** GET /user/notification/setting: the group × channel matrix, its locked cells and the search radii. */
export const getNotificationSettings = async () => (await api.getNotificationSettings()).data;

export const getNotificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings(), queryFn: getNotificationSettings });

/** The signed-in member's notification settings (fetched again each time the page opens). */
export const useNotificationSettings = () =>
  useQuery({ ...getNotificationSettingsQueryOptions(), refetchOnMount: 'always' });
