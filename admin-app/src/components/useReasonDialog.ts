import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { errorMessage } from '../providers/errors.ts';

/**
 * The state of a console action confirmed in a dialog with a required reason: open/close (closing
 * clears the reason and the error), the mutation (its error shown in the dialog; on success the
 * server's message, else `success(params)`, as the notification, then the dialog closes and the page
 * refreshes). `submit(missing, toParams)` refuses an empty reason with `missing` (`null`: the reason
 * is an optional note), else sends `toParams(trimmed reason)`. Spread `dialog` on the `ConfirmDialog`.
 */
export function useReasonDialog<P, R extends { message?: string | null | undefined }>(options: {
  mutationFn: (params: P) => Promise<R>;
  success: (params: P) => string;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setReason('');
    setError(null);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (res, params) => {
      notify(res.message ?? options.success(params), { type: 'success' });
      close();
      refresh();
    },
    onError: (err) => setError(errorMessage(err)),
  });

  const submit = (missing: string | null, toParams: (reason: string) => P) => {
    if (missing !== null && !reason.trim()) {
      setError(missing);
      return;
    }
    setError(null);
    mutate(toParams(reason.trim()));
  };

  return {
    show: () => setOpen(true),
    reason,
    setReason,
    submit,
    dialog: { open, error, busy: isPending, onClose: close },
  };
}
