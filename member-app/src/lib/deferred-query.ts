import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * `query` with its answer drawn in the background. react-query's updates are always urgent, so a page whose
 * answer has just arrived would draw all of it (a feed of cards, a list of transactions) in one long task,
 * the page frozen meanwhile; through this, React draws it as a transition, in slices that give the page back
 * between them. Until it is drawn the query reads as still loading (`isPending`, no `data`, not
 * `isSuccess`), so the page keeps its loading state rather than flashing an empty one.
 */
export function useDeferredQuery<Q extends QueryView>(query: Q): Q {
  return drawnQuery(query, useDeferredValue(query.data));
}

/** The parts of a react-query result the pages read to choose between loading, answer and error. */
type QueryView = Pick<UseQueryResult, 'data' | 'isPending' | 'isSuccess' | 'status'>;

/** `query` as it reads while `drawn` is the answer drawn so far (see {@link useDeferredQuery}). */
export function drawnQuery<Q extends QueryView>(query: Q, drawn: Q['data']): Q {
  if (drawn === query.data) return query;
  if (drawn !== undefined) return { ...query, data: drawn };
  return { ...query, data: undefined, isPending: true, isSuccess: false, status: 'pending' };
}
