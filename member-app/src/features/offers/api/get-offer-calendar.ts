import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { offerKeys } from '../../../lib/query-keys.ts';

/** GET /offer/{id}/calendar: booked and blocked days of a Vacation Rental (from today, 400 days). */
export const getOfferCalendar = async (id: string, from?: string, to?: string) =>
  (await api.getOfferCalendar(id, { ...(from ? { from } : {}), ...(to ? { to } : {}) })).data;

export const getOfferCalendarQueryOptions = (id: string, from?: string, to?: string) =>
  queryOptions({
    queryKey: offerKeys.calendar(id, from ?? '', to ?? ''),
    queryFn: () => getOfferCalendar(id, from, to),
  });

export const useOfferCalendar = (id: string, from?: string, to?: string) =>
  useQuery({ ...getOfferCalendarQueryOptions(id, from, to), refetchOnMount: 'always' });
