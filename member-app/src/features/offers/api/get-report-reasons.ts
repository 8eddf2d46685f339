import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /offer/report-reasons: the reasons (value and label) a member can pick. */
export const getReportReasons = async () => (await api.offerReportReasons()).data;

export const getReportReasonsQueryOptions = () =>
  queryOptions({ queryKey: ['offer-report-reasons'], queryFn: getReportReasons, staleTime: Infinity });

export const useReportReasons = () => useQuery(getReportReasonsQueryOptions());
