import { QueryClient } from '@tanstack/react-query';

/** HTTP status of an error from the API client (ApiError.status), if it has one. */
export const errorStatus = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
};

/** Queries retry once, and never on a 4xx answer (the request itself is wrong or not allowed). */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean => {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
};

/** Data fetching does not refetch on window focus or on mount (spec §9). */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
