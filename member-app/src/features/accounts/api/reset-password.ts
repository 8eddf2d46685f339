import type { TResetPasswordRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /auth/reset-password: sets the new password and ends every session of the account. */
export const resetPassword = (body: TResetPasswordRequest) => api.resetPassword(body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
