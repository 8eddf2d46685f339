/** Wallet: balance, history, transaction details, today's remaining load, load BITS by card, statements */
import { WALLET_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { createLoadsService } from './loads.service.ts';
import { memoIn, withMemosIn } from './memo-words.ts';
import { statementCsv, statementFileName, statementPdf } from './statement-files.ts';
import { registerWalletProcessor } from './wallet.jobs.ts';
import { createWalletService } from './wallet.service.ts';

/** Statement files hold at most this many movements. */
const STATEMENT_FILE_MAX_ROWS = 10_000;

export function walletRoutes(app: FastifyInstance, deps: Deps) {
  const wallet = createWalletService({ db: deps.db });
  const loads = createLoadsService({ db: deps.db, payments: deps.payments });
  registerWalletProcessor(deps.db, deps.payments);

  route(app, 'getWallet', async (req) => ({ data: await wallet.wallet(req.auth) }));

  // A member's own wallet by their id; another member's id answers 404, as if it did not exist.
  route(app, 'getWalletOf', async (req) => {
    if (req.params.id !== req.auth.userId) throw new AppError('NOT_FOUND');
    return { data: await wallet.wallet(req.auth) };
  });

  route(app, 'getTodayRemainingBits', async (req) => ({
    data: await wallet.loadAllowance(req.auth),
  }));

  route(app, 'getTransactionHistory', async (req) => {
    const { items, total } = await wallet.history(req.auth, req.query);
    return paged({ items: withMemosIn(req.locale, items), total }, req.query);
  });

  route(app, 'getWalletTransaction', async (req) => {
    const transaction = await wallet.transaction(req.auth, req.params.id);
    return { data: { ...transaction, memo: memoIn(req.locale, transaction) } };
  });

  route(app, 'loadBits', async (req) => {
    const outcome = await loads.load(req.auth, req.body, req.idempotencyKey);
    // A decline is a final answer too: a retry with the key finds the FAILED load and gets the same error.
    if (!outcome.ok) throw new AppError(outcome.code, outcome.message ?? undefined);
    return { data: outcome.data, message: WALLET_MESSAGES.loaded };
  });

  route(app, 'getStatement', async (req, reply) => {
    const auth = req.auth;
    const q = req.query;
    const page = { limit: q.limit, offset: q.offset };
    if (q.duration) return paged(await wallet.summary(auth, page, q.timeZone), page);
    if (!q.download) {
      const { statement, total } = await wallet.statement(auth, q, page, 'newest');
      return {
        data: { ...statement, transactions: withMemosIn(req.locale, statement.transactions) },
        meta: { total, ...page },
      };
    }

    // A file reads like a paper statement: opening balance, then the movements oldest first.
    const { statement: stored } = await wallet.statement(
      auth,
      q,
      { limit: STATEMENT_FILE_MAX_ROWS, offset: 0 },
      'oldest',
    );
    const statement = { ...stored, transactions: withMemosIn(req.locale, stored.transactions) };
    const name = statementFileName(statement, q.download);
    reply
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff');
    if (q.download === 'csv') {
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .send(statementCsv(statement, req.locale)) as never;
    }
    const pdf = await statementPdf(statement, deps.config.productName, req.locale);
    return reply.header('content-type', 'application/pdf').send(pdf) as never;
  });
}
