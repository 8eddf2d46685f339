import type { TMarkNotificationsReadRequest } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { notificationKeys } from './keys.ts';

/** PATCH /notify: mark the given notices (or all) read; answers the unread count. */
export const markNotificationsRead = async (body: TMarkNotificationsReadRequest) =>
  (await api.markNotificationsRead(body)).data;

export const useMarkNotificationsRead = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
