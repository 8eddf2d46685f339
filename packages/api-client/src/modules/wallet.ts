import type {
  BodyOf,
  QueryOf,
  TStatementQuery,
  TStatementResponse,
  TStatementSummaryResponse,
} from '@barterbits/contracts';
import { STATEMENT_SUMMARY_PAGE } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/**
 * Wallet: balance, history, transaction details, today's remaining load, load BITS by card, statements
 *: one typed function per endpoint. Loading takes the attempt's Idempotency-Key: generate one
 * per user action and send the same key on a retry, so a card is never charged twice.
 * Statement files (download=csv|pdf) are binary: fetch them through the member client
 * (`api.clients.member.get('/wallet/statement', { params: { download, timeZone }, responseType: 'blob' })`).
 * Days, months and the files' times are in the optional `timeZone` (an IANA name, e.g. the browser's
 * `Intl.DateTimeFormat().resolvedOptions().timeZone`); the server's default is America/Toronto.
 */
export const walletApi = (invoke: Invoke) => ({
  /** GET /wallet: balance, today's remaining allowance and load limits. */
  getWallet: () => invoke('getWallet'),
  /** GET /wallet/{id}: the same for the member's own id (404 for any other). */
  getWalletOf: (userId: string) => invoke('getWalletOf', { params: { id: userId } }),
  /** GET /wallet/transaction-history: newest first, paged; filters type (as seen) and period. */
  getTransactionHistory: (query: QueryOf<'getTransactionHistory'> = {}) =>
    invoke('getTransactionHistory', { query }),
  /** GET /wallet/transaction/{id}: one of the member's own movements. */
  getWalletTransaction: (id: string) => invoke('getWalletTransaction', { params: { id } }),
  /** GET /wallet/today-remaining-bits. */
  getTodayRemainingBits: () => invoke('getTodayRemainingBits'),
  /** POST /wallet/load-bits with a saved card ({cardId}) or a new one ({card, saveCard}), and the PIN or a pinToken. */
  loadBits: (body: BodyOf<'loadBits'>, idempotencyKey: string) =>
    invoke('loadBits', { body, idempotencyKey }),
  /** GET /wallet/statement (JSON, movements newest first) for explicit days or a period, in timeZone. */
  getStatement: async (query: Omit<TStatementQuery, 'download' | 'duration'> = {}) =>
    (await invoke('getStatement', { query: { ...query, duration: 'false' } })) as TStatementResponse,
  /** GET /wallet/statement?limit=2&offset=0&duration=true: the monthly summary lines (spec §9), months of timeZone. */
  getStatementSummary: async (
    query: Pick<TStatementQuery, 'timeZone'> & { limit: number; offset: number } = STATEMENT_SUMMARY_PAGE,
  ) =>
    (await invoke('getStatement', {
      query: { ...query, duration: 'true' },
    })) as TStatementSummaryResponse,
});
