import type { TVerifyEmailRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /auth/verify-email with the link's token (single use). */
export const verifyEmail = (body: TVerifyEmailRequest) => api.verifyEmail(body);

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
