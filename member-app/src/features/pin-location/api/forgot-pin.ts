import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /user/forgot-pin: e-mails a PIN-reset link to the signed-in member. */
export const forgotPin = async () => api.forgotPin();

export const useForgotPin = () => useMutation({ mutationFn: forgotPin });
