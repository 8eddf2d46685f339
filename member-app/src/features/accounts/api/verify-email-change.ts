import type { TEmailChangeLinkRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /user/verify-email-change with the new address's link token (single use). */
export const verifyEmailChange = (body: TEmailChangeLinkRequest) => api.verifyEmailChange(body);

export const useVerifyEmailChange = () => useMutation({ mutationFn: verifyEmailChange });
