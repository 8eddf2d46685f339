import type { TForgotPasswordRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /auth/forgot-password: the same answer whether or not the account exists. */
export const forgotPassword = (body: TForgotPasswordRequest) => api.forgotPassword(body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
