import type { TReportWantRequest } from '@barterbits/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /want/report: once per member and want. */
export const reportWant = (body: TReportWantRequest) => api.invoke('reportWant', { body });

export const useReportWant = () => useMutation({ mutationFn: reportWant });

/** GET /offer/report-reasons: a want is reported for the same reasons as an offer. */
export const getReportReasonsQueryOptions = () =>
  queryOptions({
    queryKey: ['offer-report-reasons'],
    queryFn: async () => (await api.invoke('offerReportReasons')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReportReasons = (enabled = true) => useQuery({ ...getReportReasonsQueryOptions(), enabled });
