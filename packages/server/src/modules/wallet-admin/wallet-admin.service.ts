/**
 * Admin wallet: every movement (with the parties' names), one movement's legs, a member's totals,
 * and the admin's reward or correction. Rewards are REWARDS (REWARDS → member); corrections are
 * TRANSFER against the ADJUSTMENTS account, in either direction. Both carry the admin as
 * initiatedBy, the reason as memo, and an admin_audit_log row written in the same DB transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  ADMIN_WALLET_MESSAGES,
  ROLE_IDS,
  SYSTEM_ACCOUNT_LABELS,
  type TAdminWalletPostResponse,
  type TAdminWalletSummary,
  type TAdminWalletTransaction,
  type TAdminWalletTransactionDetails,
  type TAdminWalletTransactionRequest,
  type TransactionStatus,
  type TWalletParty,
  WALLET_TRANSACTION_TYPE_LABELS,
  type WalletTransactionType,
  type ZAdminWalletTransactionsQuery,
} from '@barterbits/contracts';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  memberAccountId,
  postMovement,
  type SystemAccountCode,
  systemAccountId,
  type WalletTransactionRow,
} from '../wallet/ledger.ts';
import { createWalletAdminRepository, type FoundUser, type Leg } from './wallet-admin.repository.ts';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const labelOf = (type: string) => WALLET_TRANSACTION_TYPE_LABELS[type as WalletTransactionType] ?? type;

export function createWalletAdminService({ db }: { db: Db }) {
  const repo = createWalletAdminRepository(db);
  /** System account ids never change once the migration made them: read each once. */
  const systemIds = new Map<SystemAccountCode, string>();
  /** Members' wallet account ids (made on first use, never changed): saves a read per adjustment. */
  const walletIds = new Map<string, string>();
  async function systemAccount(code: SystemAccountCode): Promise<string> {
    let id = systemIds.get(code);
    if (!id) {
      id = await systemAccountId(db, code);
      systemIds.set(code, id);
    }
    return id;
  }

  function toItem(t: WalletTransactionRow, legs: Leg[], names: Map<string, string>): TAdminWalletTransaction {
    const from = legs.find((l) => l.amountCents < 0n)?.party ?? null;
    const to = legs.find((l) => l.amountCents > 0n)?.party ?? null;
    return {
      id: t.id,
      reference: t.reference,
      type: t.type as WalletTransactionType,
      label: labelOf(t.type),
      status: t.status as TransactionStatus,
      amountCents: Number(t.amountCents),
      from,
      to,
      initiatedBy: t.initiatedBy,
      initiatedByName: t.initiatedBy ? (names.get(t.initiatedBy) ?? null) : null,
      memo: t.memo,
      relatedType: (t.relatedType as TAdminWalletTransaction['relatedType']) ?? null,
      relatedId: t.relatedId,
      createdAt: iso(t.createdAt),
    };
  }

  async function toItems(rows: WalletTransactionRow[]) {
    const ids = rows.map((r) => r.id);
    const initiators = [...new Set(rows.map((r) => r.initiatedBy).filter((v): v is string => !!v))];
    const [legs, names] = await Promise.all([repo.legsOf(ids), repo.namesOf(initiators)]);
    const byTx = new Map<string, Leg[]>();
    for (const l of legs) byTx.set(l.transactionId, [...(byTx.get(l.transactionId) ?? []), l]);
    return { items: rows.map((r) => toItem(r, byTx.get(r.id) ?? [], names)), byTx };
  }

  async function requireMember(userId: string, found?: FoundUser | null) {
    const user = found === undefined ? await repo.findUser(userId) : found;
    if (!user) {
      throw new AppError('NOT_FOUND', ADMIN_WALLET_MESSAGES.memberNotFound, {
        fieldErrors: { userId: [ADMIN_WALLET_MESSAGES.memberNotFound] },
      });
    }
    if (user.roleId !== ROLE_IDS.MEMBER) {
      throw new AppError('VALIDATION_FAILED', ADMIN_WALLET_MESSAGES.notAMember, {
        fieldErrors: { userId: [ADMIN_WALLET_MESSAGES.notAMember] },
      });
    }
    return user;
  }

  /** The answer of a posted (or replayed) adjustment: the movement and the member's balance right after it. */
  async function postAnswer(
    t: WalletTransactionRow,
    userId: string,
  ): Promise<TAdminWalletPostResponse['data']> {
    const { items, byTx } = await toItems([t]);
    const leg = (byTx.get(t.id) ?? []).find((l) => l.party.userId === userId);
    return { transaction: items[0]!, balanceCents: Number(leg?.balanceAfterCents ?? 0n) };
  }

  return {
    /** GET /wallet/transactions. */
    async list(q: z.output<typeof ZAdminWalletTransactionsQuery>) {
      const { rows, total } = await repo.list(q);
      const { items } = await toItems(rows);
      return { data: items, meta: { total, limit: q.limit, offset: q.offset } };
    },

    /** GET /wallet/transactions/{id}. */
    async get(id: string): Promise<TAdminWalletTransactionDetails> {
      const t = await repo.findById(id);
      if (!t) throw new AppError('NOT_FOUND');
      const { items, byTx } = await toItems([t]);
      return {
        ...items[0]!,
        entries: (byTx.get(t.id) ?? []).map((l) => ({
          party: l.party,
          amountCents: Number(l.amountCents),
          balanceAfterCents: Number(l.balanceAfterCents),
        })),
        metadata: t.metadata,
      };
    },

    /**
     * POST /wallet/transaction (inside withIdempotency). The key is also stored on the movement, so
     * a retry after a crash between the ledger commit and the key bookkeeping finds the movement.
     */
    async post(
      adminId: string,
      body: TAdminWalletTransactionRequest,
      idempotencyKey: string,
      /** Stores the answer with the movement, in its DB transaction (withIdempotency's run.complete). */
      complete?: (
        tx: Tx,
        answer: TAdminWalletPostResponse['data'],
        alongside: { getSQL(): SQL },
      ) => Promise<void>,
    ): Promise<TAdminWalletPostResponse['data']> {
      const found = await repo.findUsers([body.userId, adminId]);
      const target = await requireMember(body.userId, found.get(body.userId) ?? null);
      const admin = found.get(adminId) ?? null;
      const cents = BigInt(body.amountCents);
      const auditId = randomUUID();
      const code = body.kind === 'REWARD' ? 'REWARDS' : 'ADJUSTMENTS';
      const system = await systemAccount(code);
      let wallet = walletIds.get(body.userId) ?? '';
      const out: { answer?: TAdminWalletPostResponse['data'] } = {};
      const posted = await db.transaction(async (tx) => {
        if (!wallet) wallet = await memberAccountId(tx, body.userId);
        const [from, to] = body.kind === 'DEBIT' ? [wallet, system] : [system, wallet];
        const result = await postMovement(tx, {
          type: body.kind === 'REWARD' ? 'REWARDS' : 'TRANSFER',
          amountCents: cents,
          legs: [
            { accountId: from, amountCents: -cents },
            { accountId: to, amountCents: cents },
          ],
          memo: body.reason,
          initiatedBy: adminId,
          relatedType: 'ADJUSTMENT',
          relatedId: auditId,
          idempotencyKey,
          metadata: { kind: body.kind, userId: body.userId },
        });
        if (!result.replayed) {
          const audit = tx.insert(adminAuditLog).values({
            id: auditId,
            adminId,
            targetUserId: body.userId,
            action: `WALLET_${body.kind}`,
            details: {
              transactionId: result.transaction.id,
              reference: result.transaction.reference,
              amountCents: body.amountCents,
              reason: body.reason,
            },
          });
          out.answer = answerOf(result.transaction, result.balancesAfter.get(wallet) ?? 0n);
          // The audit row and the stored answer of the Idempotency-Key, in one statement.
          if (complete) await complete(tx, out.answer, audit);
          else await audit;
        }
        return result;
      });
      // Wallet ids never change once made.
      if (walletIds.size > 10_000) walletIds.clear();
      walletIds.set(body.userId, wallet);
      if (out.answer) return out.answer;
      {
        // The key was applied before (its bookkeeping was lost): the same request gets the same answer.
        const t = posted.transaction;
        const meta = t.metadata as { kind?: string; userId?: string };
        if (
          meta.kind !== body.kind ||
          meta.userId !== body.userId ||
          t.amountCents !== cents ||
          t.memo !== body.reason
        ) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED');
        }
      }
      return postAnswer(posted.transaction, body.userId);

      /** Built from what is at hand (no re-read): the member's leg ends at the balance after it. */
      function answerOf(t: WalletTransactionRow, balanceAfter: bigint): TAdminWalletPostResponse['data'] {
        const member: TWalletParty = {
          kind: 'MEMBER',
          accountId: wallet,
          userId: target.id,
          displayName: target.displayName,
          email: target.email,
          code: null,
        };
        const sys: TWalletParty = {
          kind: 'SYSTEM',
          accountId: system,
          userId: null,
          displayName: SYSTEM_ACCOUNT_LABELS[code],
          email: null,
          code,
        };
        const names = new Map(admin ? [[admin.id, admin.displayName]] : []);
        const item = toItem(t, [], names);
        return {
          transaction: {
            ...item,
            from: body.kind === 'DEBIT' ? member : sys,
            to: body.kind === 'DEBIT' ? sys : member,
          },
          balanceCents: Number(balanceAfter),
        };
      }
    },

    /** GET /wallet/users/{id}. */
    async summary(userId: string): Promise<TAdminWalletSummary> {
      await requireMember(userId);
      const wallet = await repo.walletOf(userId);
      const byType = wallet ? await repo.totalsByType(wallet.id) : [];
      let totalIn = 0;
      let totalOut = 0;
      let n = 0;
      let last: string | null = null;
      const rows = byType.map((r) => {
        const inCents = Number(r.in_cents);
        const outCents = Number(r.out_cents);
        totalIn += inCents;
        totalOut += outCents;
        n += r.n;
        const at = iso(r.last_at);
        if (!last || at > last) last = at;
        return {
          type: r.type as WalletTransactionType,
          label: labelOf(r.type),
          count: r.n,
          inCents,
          outCents,
        };
      });
      return {
        userId,
        accountId: wallet?.id ?? null,
        balanceCents: Number(wallet?.balanceCents ?? 0n),
        totalInCents: totalIn,
        totalOutCents: totalOut,
        transactionCount: n,
        lastMovementAt: last,
        byType: rows,
      };
    },
  };
}

export type WalletAdminService = ReturnType<typeof createWalletAdminService>;
export type { TWalletParty };
