import type { TEmailChangeLinkRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /user/approve-email-change with the current address's link token (single use). */
export const approveEmailChange = (body: TEmailChangeLinkRequest) => api.approveEmailChange(body);

export const useApproveEmailChange = () => useMutation({ mutationFn: approveEmailChange });
