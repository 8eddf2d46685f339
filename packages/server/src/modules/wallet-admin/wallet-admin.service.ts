/**
 * Admin wallet: every movement (with the parties' names), one movement's legs, a member's totals,
 * and the admin's reward or correction. Rewards are REWARDS (REWARDS → member); corrections are
 * TRANSFER against the ADJUSTMENTS account, in either direction. Both carry the admin as
 * initiatedBy, the reason as memo, and an admin_audit_log row written in the same DB transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  ADMIN_WALLET_MESSAGES,
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
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Page } from '../../lib/envelope.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { isMemberAccount } from '../members/visibility.ts';
import {
  memberAccountId,
  type Posted,
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
    if (!isMemberAccount(user)) {
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
    async list(
      _auth: AuthContext,
      q: z.output<typeof ZAdminWalletTransactionsQuery>,
    ): Promise<Page<TAdminWalletTransaction>> {
      const { rows, total } = await repo.list(q);
      const { items } = await toItems(rows);
      return { items, total };
    },

    /** GET /wallet/transactions/{id}. */
    async get(_auth: AuthContext, id: string): Promise<TAdminWalletTransactionDetails> {
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
     * POST /wallet/transaction. Idempotent on the movement itself: the Idempotency-Key is stored on
     * it (unique per initiator), so no separate key bookkeeping is written and nothing can be left
     * half-done by a crash. One read first (the member, the admin, the movement already applied under
     * the key, a use of the key on another call), then one statement in its own transaction: the
     * movement and its admin_audit_log row. Replays answer as the first time; the same key with
     * another body, or first used on another call, is refused (422); a duplicate racing the first
     * one is refused (409) by the unique key.
     */
    async post(
      auth: AuthContext,
      body: TAdminWalletTransactionRequest,
      idempotencyKey: string,
    ): Promise<TAdminWalletPostResponse['data']> {
      const adminId = auth.userId;
      const ctx = await repo.adjustmentContext(adminId, body.userId, idempotencyKey);
      if (ctx.keyUsedElsewhere) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      const cents = BigInt(body.amountCents);
      if (ctx.appliedId) {
        const t = await repo.findById(ctx.appliedId);
        if (t) return replayOf(t);
      }
      const target = await requireMember(body.userId, ctx.users.get(body.userId) ?? null);
      const admin = ctx.users.get(adminId) ?? null;
      const auditId = randomUUID();
      const code = body.kind === 'REWARD' ? 'REWARDS' : 'ADJUSTMENTS';
      const system = await systemAccount(code);
      const wallet = ctx.users.get(body.userId)?.walletId ?? (await memberAccountId(db, body.userId));
      const [from, to] = body.kind === 'DEBIT' ? [wallet, system] : [system, wallet];
      let posted: Posted;
      try {
        // The movement and its audit row: one statement, committed together (no client round trip
        // while the wallet rows are locked), with the adjustments posted at the same moment.
        posted = await postMovement(db, {
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
          audit: {
            id: auditId,
            adminId,
            targetUserId: body.userId,
            action: `WALLET_${body.kind}`,
            details: { amountCents: body.amountCents, reason: body.reason },
          },
        });
      } catch (e) {
        // The same key, posted at the same moment by a request that committed first.
        if (uniqueViolation(e) === 'wallet_transactions_idempotency_key') {
          throw new AppError('IDEMPOTENCY_IN_PROGRESS');
        }
        throw e;
      }
      if (posted.replayed) return replayOf(posted.transaction);
      return answerOf(posted.transaction, posted.balancesAfter.get(wallet) ?? 0n);

      /** The key was applied before: the same request gets the first answer, another is refused. */
      async function replayOf(t: WalletTransactionRow) {
        const meta = t.metadata as { kind?: string; userId?: string };
        if (
          t.relatedType !== 'ADJUSTMENT' ||
          meta.kind !== body.kind ||
          meta.userId !== body.userId ||
          t.amountCents !== cents ||
          t.memo !== body.reason
        ) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED');
        }
        return postAnswer(t, body.userId);
      }

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

    /** GET /wallet/users/{id}: the member `userId`'s wallet totals. */
    async summary(_auth: AuthContext, userId: string): Promise<TAdminWalletSummary> {
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
