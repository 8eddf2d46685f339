import type { TEmailChangeRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /user/email-change-request: the password-change token and the new address; both addresses get an e-mail. */
export const emailChangeRequest = (body: TEmailChangeRequest) => api.emailChangeRequest(body);

export const useEmailChangeRequest = () => useMutation({ mutationFn: emailChangeRequest });
