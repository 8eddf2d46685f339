import type { BodyOf } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /user/verify-pin: a single-use pinToken proving the PIN for 5 minutes. */
export const verifyPin = async (body: BodyOf<'verifyPin'>) => (await api.verifyPin(body)).data;

export const useVerifyPin = () => useMutation({ mutationFn: verifyPin });
