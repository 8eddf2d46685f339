import type { TVerifyPasswordRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /user/verify-password: the current password for a short-lived password-change token. */
export const verifyPassword = async (body: TVerifyPasswordRequest) => (await api.verifyPassword(body)).data;

export const useVerifyPassword = () => useMutation({ mutationFn: verifyPassword });
