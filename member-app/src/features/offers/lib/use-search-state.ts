import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSearchState, type SearchState, writeSearchState } from './search-params.ts';

/**
 * The search kept in the URL so back and refresh keep it: a new text search adds a history entry,
 * filter changes replace the current one.
 */
export const useSearchState = () => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  const update = useCallback(
    (next: Partial<SearchState>, { push = false }: { push?: boolean } = {}) => {
      setParams(writeSearchState({ ...readSearchState(params), ...next }), { replace: !push });
    },
    [params, setParams],
  );
  return [state, update] as const;
};
