import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT.ts';
import { errorMessage } from '../providers/errors.ts';

/**
 * One part of the page by its query's state: the server's message with Try again after a failure,
 * `loading` (skeletons) until the first answer, else the part itself. `what` is in the console's language
 * (its French takes a masculine plural: « Les chiffres », « Les graphiques »).
 */
export function QueryState<T>({
  query,
  what,
  loading,
  children,
}: {
  query: {
    data: T | undefined;
    error: unknown;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** What failed, in words: "The figures could not be loaded: …". */
  what: string;
  loading: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => query.refetch()} loading={query.isFetching}>
            {t('console.dashboard.tryAgain')}
          </Button>
        }
      >
        {t('console.dashboard.loadFailed', { what, error: errorMessage(query.error) })}
      </Alert>
    );
  }
  if (query.data === undefined) return loading;
  return children(query.data);
}
