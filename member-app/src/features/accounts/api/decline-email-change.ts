import type { TEmailChangeLinkRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /user/decline-email-change with the current address's link token: cancels the change. */
export const declineEmailChange = (body: TEmailChangeLinkRequest) => api.declineEmailChange(body);

export const useDeclineEmailChange = () => useMutation({ mutationFn: declineEmailChange });
