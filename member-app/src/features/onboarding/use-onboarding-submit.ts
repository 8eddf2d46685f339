import { isApiError } from '@barterbits/api-client';
import type { TUser } from '@barterbits/contracts';
import { type UseMutateFunction, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { applyServerErrors } from '../../lib/forms.ts';
import { userKeys } from '../../lib/query-keys.ts';
import { routeForStage } from '../../lib/routes.ts';

/**
 * The submit handler of an onboarding form: valid values go to `save`; then on to the route of the
 * member's new stage, or the server's per-field messages onto the fields (a refusal for the wrong
 * stage reloads the member, so the guard moves them on).
 */
export const useOnboardingSubmit = <T extends FieldValues>(
  form: { handleSubmit: UseFormHandleSubmit<T, T>; setError: UseFormSetError<T> },
  fields: readonly Path<T>[],
  save: UseMutateFunction<TUser, Error, T>,
) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return form.handleSubmit((values) => {
    save(values, {
      onSuccess: (user) => navigate(routeForStage(user.checkOutStatus), { replace: true }),
      onError: (error) => {
        if (!isApiError(error)) return;
        applyServerErrors(error, fields, form.setError);
        if (error.code === 'ONBOARDING_STAGE') void queryClient.invalidateQueries({ queryKey: userKeys.all });
      },
    });
  });
};
