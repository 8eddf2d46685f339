import type { TUpdateOfferCalendarRequest } from '@barterbits/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /offer/{id}/calendar?from&to: booked and blocked days. */
export const getOfferCalendar = async (offerId: string, from: string, to: string) =>
  (await api.getOfferCalendar(offerId, { from, to })).data;

export const getOfferCalendarQueryOptions = (offerId: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['offer-calendar', offerId, from, to],
    queryFn: () => getOfferCalendar(offerId, from, to),
  });

export const useOfferCalendar = (offerId: string, from: string, to: string) =>
  useQuery({ ...getOfferCalendarQueryOptions(offerId, from, to), enabled: !!offerId });

/** PUT /offer/{id}/calendar: all changes or none. */
export const updateOfferCalendar = async ({
  offerId,
  days,
}: {
  offerId: string;
  days: TUpdateOfferCalendarRequest['days'];
}) => (await api.updateOfferCalendar(offerId, { days })).data;

export const useUpdateOfferCalendar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfferCalendar,
    onSuccess: (_data, { offerId }) =>
      queryClient.invalidateQueries({ queryKey: ['offer-calendar', offerId] }),
  });
};
