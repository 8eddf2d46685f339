import { STATEMENT_SUMMARY_PAGE } from '@barterbits/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { walletKeys } from '../../../lib/query-keys.ts';
import { inBrowserTimeZone } from './time-zone.ts';

/** GET /wallet/statement?limit=2&offset=0&duration=true: the two summary lines (spec §9), months of the browser's zone. */
export const getStatementSummary = async () =>
  (await api.getStatementSummary(inBrowserTimeZone({ ...STATEMENT_SUMMARY_PAGE }))).data;

export const getStatementSummaryQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.statementSummary(), queryFn: getStatementSummary });

export const useStatementSummary = () => useQuery(getStatementSummaryQueryOptions());
