import type { BodyOf } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /user/change-pin with the pinToken of the current-PIN check. */
export const changePin = async (body: BodyOf<'changePin'>) => api.changePin(body);

export const useChangePin = () => useMutation({ mutationFn: changePin });
