import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { errorMessage } from '../providers/errors.ts';

/**
 * One part of the page by its query's state: the server's message with Try again after a failure,
 * `loading` (skeletons) until the first answer, else the part itself.
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
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        }
      >
        {what} could not be loaded: {errorMessage(query.error)}
      </Alert>
    );
  }
  if (query.data === undefined) return loading;
  return children(query.data);
}
