import type { TStatementQuery } from '@barterbits/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { walletKeys } from '../../../lib/query-keys.ts';

type StatementQuery = Omit<TStatementQuery, 'download' | 'duration'>;

/** GET /wallet/statement (JSON). */
export const getStatement = async (query: StatementQuery) => api.getStatement(query);

export const getStatementQueryOptions = (query: StatementQuery) =>
  queryOptions({
    queryKey: walletKeys.statement(query),
    queryFn: () => getStatement(query),
    placeholderData: keepPreviousData,
  });

export const useStatement = (query: StatementQuery) => useQuery(getStatementQueryOptions(query));
