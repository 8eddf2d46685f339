import type { DuplicateCheckField } from '@barterbits/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from './api.ts';

/** How long typing must pause before the value is checked. */
export const DUPLICATE_CHECK_DEBOUNCE_MS = 400;

/** GET /user/duplicate-check */
export const checkDuplicate = async (field: DuplicateCheckField, value: string, signal?: AbortSignal) =>
  (await api.duplicateCheck({ field, value }, signal)).data;

export const duplicateCheckQueryOptions = (field: DuplicateCheckField, value: string) =>
  queryOptions({
    queryKey: ['duplicate-check', field, value],
    queryFn: ({ signal }) => checkDuplicate(field, value, signal),
    staleTime: 30_000,
    retry: false,
  });

/** `value`, once it has stopped changing for `ms` milliseconds. */
export const useDebouncedValue = <T>(value: T, ms: number): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
};

/**
 * While the member types: the "already in use" message for `value`, checked 400 ms after typing
 * stops, and only for values that are otherwise valid (`isValid`). Null when free or unchecked.
 */
export const useDuplicateMessage = (
  field: DuplicateCheckField,
  value: string,
  isValid: (v: string) => boolean,
): string | null => {
  const current = value.trim();
  const debounced = useDebouncedValue(current, DUPLICATE_CHECK_DEBOUNCE_MS);
  const enabled = debounced !== '' && isValid(debounced);
  const { data } = useQuery({
    ...duplicateCheckQueryOptions(field, debounced),
    enabled,
  });
  // A stale answer (for what was typed before) is not shown.
  if (!enabled || debounced !== current || !data || data.available) return null;
  return data.message;
};
