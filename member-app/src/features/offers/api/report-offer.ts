import type { TReportOfferRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /offer/report: once per member and offer. */
export const reportOffer = async (body: TReportOfferRequest) => api.reportOffer(body);

export const useReportOffer = () => useMutation({ mutationFn: reportOffer });
