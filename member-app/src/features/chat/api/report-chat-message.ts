import type { BodyOf } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /chat/messages/{id}/report: report a message once, with a reason. */
export const reportChatMessage = (messageId: string, body: BodyOf<'reportChatMessage'>) =>
  api.reportChatMessage(messageId, body);

export const useReportChatMessage = (messageId: string) =>
  useMutation({ mutationFn: (body: BodyOf<'reportChatMessage'>) => reportChatMessage(messageId, body) });
