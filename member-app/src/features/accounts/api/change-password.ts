import type { TChangePasswordRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /user/change-password with the password-change token; other sessions end. */
export const changePassword = (body: TChangePasswordRequest) => api.changePassword(body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
