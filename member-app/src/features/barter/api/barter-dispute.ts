import type { BodyOf, TBarterDispute, TBarterRequestDetail } from '@barterbits/contracts';
import { BARTER_DISPUTE_PHOTO_FIELD } from '@barterbits/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { barterKeys } from './keys.ts';

/**
 * POST /purchase/barter-dispute/photo: one photo for a dispute, with upload progress in percent; answers
 * the uploadId to send in openBarterDispute.
 */
export const uploadDisputePhoto = (file: File, onProgress?: (percent: number) => void) =>
  uploadFile('uploadBarterDisputePhoto', { field: BARTER_DISPUTE_PHOTO_FIELD, file, onProgress });

/** POST /purchase/barter-dispute: the buyer disputes a held payment. */
export const openBarterDispute = (body: BodyOf<'openBarterDispute'>) => api.openBarterDispute(body);

/** POST /purchase/barter-dispute/answer: the seller's side, once. */
export const answerBarterDispute = (body: BodyOf<'answerBarterDispute'>) => api.answerBarterDispute(body);

/**
 * The barter's page shows the dispute at once (a disputed payment is no longer held), before the
 * refetch of every barter query (the lists caption it "Disputed").
 */
const showDispute = (queryClient: QueryClient, requestId: string, dispute: TBarterDispute) => {
  queryClient.setQueryData<TBarterRequestDetail>(barterKeys.detail(requestId), (old) =>
    old ? { ...old, dispute, hold: old.hold ? { ...old.hold, status: 'DISPUTED' } : old.hold } : old,
  );
};

export const useOpenBarterDispute = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openBarterDispute,
    onSuccess: (res, body) => showDispute(queryClient, body.requestId, res.data),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: barterKeys.all }),
  });
};

export const useAnswerBarterDispute = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerBarterDispute,
    onSuccess: (res, body) => showDispute(queryClient, body.requestId, res.data),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: barterKeys.all }),
  });
};
