import type { TStatementQuery } from '@barterbits/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { walletKeys } from '../../../lib/query-keys.ts';
import { inBrowserTimeZone } from './time-zone.ts';

type StatementQuery = Omit<TStatementQuery, 'download' | 'duration' | 'timeZone'>;

/** GET /wallet/statement (JSON, movements newest first), in the browser's time zone. */
export const getStatement = async (query: StatementQuery & Pick<TStatementQuery, 'timeZone'>) =>
  api.getStatement(query);

export const getStatementQueryOptions = (query: StatementQuery) => {
  const zoned = inBrowserTimeZone(query);
  return queryOptions({
    queryKey: walletKeys.statement(zoned),
    queryFn: () => getStatement(zoned),
    placeholderData: keepPreviousData,
  });
};

export const useStatement = (query: StatementQuery) => useQuery(getStatementQueryOptions(query));
