/**
 * Disputes of held barter payments (see contracts api/barter-disputes.ts): the buyer opens one while the
 * payment is held (HELD → DISPUTED, a conditional update, so of a dispute, the buyer's confirmation, the
 * release job and the seller's full refund racing on one barter exactly one applies), the seller answers,
 * and an admin moves the held BITS: to the seller, back to the buyer, or split, in one transaction with the
 * dispute's resolution, the barter's hold, the timeline, the audit row and both parties' notices.
 */
import {
  BARTER_DISPUTE_ANSWER_DAYS,
  BARTER_DISPUTE_MESSAGES,
  BARTER_DISPUTE_PHOTO_FIELD,
  BARTER_DISPUTE_PHOTO_KIND,
  type BarterDisputeOutcome,
  type BarterDisputeReason,
  type BarterDisputeStatus,
  type TAdminBarterDispute,
  type TAdminBarterDisputesQuery,
  type TBarterDispute,
  type TBarterDisputeEvent,
  type TResolveBarterDisputeRequest,
} from '@barterbits/contracts';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { UploadStorage } from '../../adapters/uploads.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Page } from '../../lib/envelope.ts';
import { storePrivateImage } from '../../lib/private-images.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { barterDisputeNotice } from '../notifications/notices.ts';
import { notify } from '../notifications/notify.ts';
import { referralsAfterBarter } from '../referrals/hooks.ts';
import { formalName, memberNameParts } from '../users/display-name.ts';
import { barterDisputeEvents, barterDisputes, barterRequests } from './barter.schema.ts';
import { payFromHold } from './hold-ledger.ts';

const DAY_MS = 24 * 60 * 60_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Where a dispute's photo is served (to the buyer who took it, the seller, and admins). */
export const barterDisputePhotoUrl = (uploadId: string, variant: 'full' | 'thumb') =>
  `/v1/purchase/barter-dispute/photos/${uploadId}/${variant}.webp`;

type DisputeRow = typeof barterDisputes.$inferSelect;
type BarterRow = typeof barterRequests.$inferSelect;

export interface BarterDisputesDeps {
  db: Db;
  storage: UploadStorage;
  clock?: () => Date;
}

export function createBarterDisputesService(deps: BarterDisputesDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  const answerDueAt = (d: Pick<DisputeRow, 'openedAt'>) =>
    new Date(d.openedAt.getTime() + BARTER_DISPUTE_ANSWER_DAYS * DAY_MS);

  async function barterOf(tx: DbOrTx, id: string): Promise<BarterRow | null> {
    const [row] = await tx.select().from(barterRequests).where(eq(barterRequests.id, id));
    return row ?? null;
  }

  async function disputeOfBarter(tx: DbOrTx, barterId: string): Promise<DisputeRow | null> {
    const [row] = await tx.select().from(barterDisputes).where(eq(barterDisputes.barterId, barterId));
    return row ?? null;
  }

  async function timelineOf(tx: DbOrTx, disputeIds: string[]): Promise<Map<string, TBarterDisputeEvent[]>> {
    const out = new Map<string, TBarterDisputeEvent[]>();
    if (disputeIds.length === 0) return out;
    const rows = await tx
      .select()
      .from(barterDisputeEvents)
      .where(inArray(barterDisputeEvents.disputeId, disputeIds))
      .orderBy(asc(barterDisputeEvents.createdAt), asc(barterDisputeEvents.id));
    for (const r of rows) {
      const list = out.get(r.disputeId) ?? [];
      list.push({
        kind: r.kind as TBarterDisputeEvent['kind'],
        by: r.actorRole as TBarterDisputeEvent['by'],
        text: r.text,
        at: r.createdAt.toISOString(),
      });
      out.set(r.disputeId, list);
    }
    return out;
  }

  function view(d: DisputeRow, timeline: TBarterDisputeEvent[]): TBarterDispute {
    return {
      id: d.id,
      status: d.status as BarterDisputeStatus,
      reason: d.reason as BarterDisputeReason,
      text: d.text,
      photos: d.photoUploadIds.map((id) => ({
        uploadId: id,
        url: barterDisputePhotoUrl(id, 'full'),
        thumbUrl: barterDisputePhotoUrl(id, 'thumb'),
      })),
      sellerAnswer: d.sellerAnswer,
      answeredAt: iso(d.answeredAt),
      answerDueAt: answerDueAt(d).toISOString(),
      openedAt: d.openedAt.toISOString(),
      outcome: (d.outcome as BarterDisputeOutcome | null) ?? null,
      sellerCents: d.sellerCents === null ? null : Number(d.sellerCents),
      buyerCents: d.buyerCents === null ? null : Number(d.buyerCents),
      resolutionNote: d.resolutionNote,
      resolvedAt: iso(d.resolvedAt),
      timeline,
    };
  }

  async function viewOf(tx: DbOrTx, d: DisputeRow): Promise<TBarterDispute> {
    return view(d, (await timelineOf(tx, [d.id])).get(d.id) ?? []);
  }

  async function addEvent(
    tx: DbOrTx,
    disputeId: string,
    kind: TBarterDisputeEvent['kind'],
    by: TBarterDisputeEvent['by'],
    actorId: string,
    text: string | null,
    at: Date,
  ) {
    await tx
      .insert(barterDisputeEvents)
      .values({ disputeId, kind, actorRole: by, actorId, text, createdAt: at });
  }

  /** The barter if the caller is one of its parties; 404 otherwise (its existence is not told). */
  async function partyBarter(auth: AuthContext, id: string): Promise<BarterRow> {
    const row = await barterOf(db, id);
    if (!row || (row.buyerId !== auth.userId && row.sellerId !== auth.userId))
      throw new AppError('NOT_FOUND');
    return row;
  }

  async function adminViews(rows: DisputeRow[]): Promise<TAdminBarterDispute[]> {
    if (rows.length === 0) return [];
    const barters = await db
      .select()
      .from(barterRequests)
      .where(
        inArray(
          barterRequests.id,
          rows.map((r) => r.barterId),
        ),
      );
    const byId = new Map(barters.map((b) => [b.id, b]));
    const people = await memberNameParts(db, [
      ...new Set(
        barters
          .flatMap((b) => [b.buyerId, b.sellerId])
          .concat(rows.flatMap((r) => (r.resolvedBy ? [r.resolvedBy] : []))),
      ),
    ]);
    const person = new Map(
      people.map((p) => [p.id, { id: p.id, displayName: formalName(p), email: p.email }]),
    );
    const party = (id: string) => person.get(id) ?? { id, displayName: 'Member', email: '' };
    const timelines = await timelineOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const b = byId.get(r.barterId)!;
      const held =
        b.holdStatus === 'HELD' || b.holdStatus === 'DISPUTED' ? b.amountCents - b.refundedCents : 0n;
      return {
        ...view(r, timelines.get(r.id) ?? []),
        barter: {
          id: b.id,
          reference: b.reference,
          offerTitle: b.offerTitle,
          amountCents: Number(b.amountCents),
          heldCents: Number(held),
        },
        buyer: party(b.buyerId),
        seller: party(b.sellerId),
        resolvedBy: r.resolvedBy ? { id: r.resolvedBy, displayName: party(r.resolvedBy).displayName } : null,
      };
    });
  }

  /** Whether a resolved dispute is the one `body` asks for, by the same admin (a retry of that request). */
  function sameResolution(d: DisputeRow, auth: AuthContext, body: TResolveBarterDisputeRequest): boolean {
    return (
      d.resolvedBy === auth.userId &&
      d.outcome === body.outcome &&
      d.resolutionNote === body.note &&
      (body.outcome !== 'SPLIT' || d.sellerCents === BigInt(body.sellerCents ?? -1))
    );
  }

  return {
    /** The dispute of a barter as its parties read it (null when there is none). */
    async ofBarter(tx: DbOrTx, barterId: string): Promise<TBarterDispute | null> {
      const d = await disputeOfBarter(tx, barterId);
      return d ? viewOf(tx, d) : null;
    },

    /** POST /purchase/barter-dispute/photo: stores a photo (checked by content) for a later dispute. */
    async uploadPhoto(auth: AuthContext, buffer: Buffer) {
      return storePrivateImage(db, deps.storage, {
        userId: auth.userId,
        kind: BARTER_DISPUTE_PHOTO_KIND,
        field: BARTER_DISPUTE_PHOTO_FIELD,
        buffer,
        urlOf: barterDisputePhotoUrl,
      });
    },

    /** Whether `auth` may load a dispute photo: its uploader, the other party of its dispute, or an admin. */
    async canSeePhoto(auth: AuthContext, uploadId: string): Promise<boolean> {
      const [up] = await db
        .select({ userId: uploads.userId })
        .from(uploads)
        .where(and(eq(uploads.id, uploadId), eq(uploads.kind, BARTER_DISPUTE_PHOTO_KIND)));
      if (!up) return false;
      if (auth.role === 'ADMIN' || up.userId === auth.userId) return true;
      const [inDispute] = await db
        .select({ id: barterDisputes.id })
        .from(barterDisputes)
        .innerJoin(barterRequests, eq(barterRequests.id, barterDisputes.barterId))
        .where(
          and(
            sql`${uploadId}::uuid = any(${barterDisputes.photoUploadIds})`,
            or(eq(barterRequests.sellerId, auth.userId), eq(barterRequests.buyerId, auth.userId)),
          ),
        );
      return !!inDispute;
    },

    /**
     * POST /purchase/barter-dispute: the buyer disputes a held payment. The hold becomes DISPUTED (so it
     * is no longer released by itself) in the transaction that opens the dispute; opening again answers the
     * dispute there is.
     */
    async open(
      auth: AuthContext,
      body: { requestId: string; reason: BarterDisputeReason; text: string; photoUploadIds: string[] },
    ): Promise<TBarterDispute> {
      const barter = await partyBarter(auth, body.requestId);
      if (barter.buyerId !== auth.userId) throw new AppError('FORBIDDEN', BARTER_DISPUTE_MESSAGES.onlyBuyer);
      const existing = await disputeOfBarter(db, barter.id);
      if (existing) return viewOf(db, existing);
      const photoIds = [...new Set(body.photoUploadIds)];
      if (photoIds.length > 0) {
        const own = await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(
            and(
              inArray(uploads.id, photoIds),
              eq(uploads.userId, auth.userId),
              eq(uploads.kind, BARTER_DISPUTE_PHOTO_KIND),
            ),
          );
        if (own.length !== photoIds.length) {
          throw new AppError('VALIDATION_FAILED', BARTER_DISPUTE_MESSAGES.photoUnknown, {
            fieldErrors: { photoUploadIds: [BARTER_DISPUTE_MESSAGES.photoUnknown] },
          });
        }
      }
      const now = clock();
      const opened = await db.transaction(async (tx) => {
        const [disputed] = await tx
          .update(barterRequests)
          .set({ holdStatus: 'DISPUTED', updatedAt: now })
          .where(
            and(
              eq(barterRequests.id, barter.id),
              eq(barterRequests.buyerId, auth.userId),
              eq(barterRequests.status, 'ACCEPTED'),
              eq(barterRequests.holdStatus, 'HELD'),
            ),
          )
          .returning();
        if (!disputed) return null;
        const [d] = await tx
          .insert(barterDisputes)
          .values({
            barterId: barter.id,
            reason: body.reason,
            text: body.text,
            photoUploadIds: photoIds,
            openedAt: now,
          })
          .returning();
        await addEvent(tx, d!.id, 'OPENED', 'BUYER', auth.userId, body.text, now);
        await notify(tx, await barterDisputeNotice.opened(tx, disputed));
        return d!;
      });
      if (opened) return viewOf(db, opened);
      // Not held any more: released, returned, or disputed by a request that came first.
      const now2 = await disputeOfBarter(db, barter.id);
      if (now2) return viewOf(db, now2);
      throw new AppError('CONFLICT', BARTER_DISPUTE_MESSAGES.notHeld);
    },

    /** POST /purchase/barter-dispute/answer: the seller's side, once, while the dispute is open. */
    async answer(auth: AuthContext, body: { requestId: string; text: string }): Promise<TBarterDispute> {
      const barter = await partyBarter(auth, body.requestId);
      if (barter.sellerId !== auth.userId)
        throw new AppError('FORBIDDEN', BARTER_DISPUTE_MESSAGES.onlySeller);
      const now = clock();
      const answered = await db.transaction(async (tx) => {
        const [d] = await tx
          .update(barterDisputes)
          .set({ status: 'ANSWERED', sellerAnswer: body.text, answeredAt: now })
          .where(and(eq(barterDisputes.barterId, barter.id), eq(barterDisputes.status, 'OPEN')))
          .returning();
        if (!d) return null;
        await addEvent(tx, d.id, 'ANSWERED', 'SELLER', auth.userId, body.text, now);
        await notify(tx, await barterDisputeNotice.answered(tx, barter));
        return d;
      });
      if (answered) return viewOf(db, answered);
      const d = await disputeOfBarter(db, barter.id);
      if (!d) throw new AppError('NOT_FOUND');
      throw new AppError(
        'CONFLICT',
        d.status === 'RESOLVED' ? BARTER_DISPUTE_MESSAGES.notOpen : BARTER_DISPUTE_MESSAGES.alreadyAnswered,
      );
    },

    /** GET /admin/barter-disputes: unresolved oldest first, resolved newest first. */
    async adminList(
      q: TAdminBarterDisputesQuery & { limit: number; offset: number },
    ): Promise<Page<TAdminBarterDispute>> {
      const conds: SQL[] = [];
      const status = q.status ?? 'UNRESOLVED';
      if (status === 'UNRESOLVED') conds.push(sql`${barterDisputes.status} <> 'RESOLVED'`);
      else if (status !== 'ALL') conds.push(eq(barterDisputes.status, status));
      if (q.reason) conds.push(eq(barterDisputes.reason, q.reason));
      if (q.userId) {
        conds.push(
          sql`exists (select 1 from ${barterRequests} b where b.id = ${barterDisputes.barterId}
                and (b.buyer_id = ${q.userId}::uuid or b.seller_id = ${q.userId}::uuid))`,
        );
      }
      const where = conds.length ? and(...conds) : undefined;
      const rows = await db
        .select()
        .from(barterDisputes)
        .where(where)
        .orderBy(
          sql`case when ${barterDisputes.status} = 'RESOLVED' then 1 else 0 end`,
          sql`case when ${barterDisputes.status} = 'RESOLVED' then null else ${barterDisputes.openedAt} end asc`,
          desc(barterDisputes.resolvedAt),
          asc(barterDisputes.id),
        )
        .limit(q.limit)
        .offset(q.offset);
      const [total] = await db.select({ n: count() }).from(barterDisputes).where(where);
      return { items: await adminViews(rows), total: total?.n ?? 0 };
    },

    /** GET /admin/barter-disputes/:id. */
    async adminGet(id: string): Promise<TAdminBarterDispute> {
      const [d] = await db.select().from(barterDisputes).where(eq(barterDisputes.id, id));
      if (!d) throw new AppError('NOT_FOUND');
      return (await adminViews([d]))[0]!;
    },

    /**
     * POST /admin/barter-disputes/:id/resolve (inside withIdempotency): the held BITS go to the seller,
     * back to the buyer, or are split, and the dispute, the hold, the timeline, the audit log and both
     * parties' notices change with them, in one transaction. Until the seller has answered, only a refund
     * to the buyer, and only once the seller's days to answer are over.
     */
    async resolve(auth: AuthContext, id: string, body: TResolveBarterDisputeRequest) {
      const now = clock();
      const [before] = await db.select().from(barterDisputes).where(eq(barterDisputes.id, id));
      if (!before) throw new AppError('NOT_FOUND');
      if (before.status === 'RESOLVED') {
        // The same decision again (a retry after the answer was lost): the resolution it applied.
        if (sameResolution(before, auth, body)) return this.adminGet(id);
        throw new AppError('CONFLICT', BARTER_DISPUTE_MESSAGES.notOpen);
      }
      if (before.status === 'OPEN') {
        if (now < answerDueAt(before)) throw new AppError('CONFLICT', BARTER_DISPUTE_MESSAGES.waitForAnswer);
        if (body.outcome !== 'REFUND') {
          throw new AppError('CONFLICT', BARTER_DISPUTE_MESSAGES.unansweredRefundOnly);
        }
      }
      const barter = await barterOf(db, before.barterId);
      const held = barter!.amountCents - barter!.refundedCents;
      const sellerCents =
        body.outcome === 'RELEASE' ? held : body.outcome === 'REFUND' ? 0n : BigInt(body.sellerCents ?? 0);
      if (body.outcome === 'SPLIT' && (sellerCents <= 0n || sellerCents >= held)) {
        throw new AppError('VALIDATION_FAILED', BARTER_DISPUTE_MESSAGES.splitRange, {
          fieldErrors: { sellerCents: [BARTER_DISPUTE_MESSAGES.splitRange] },
        });
      }
      const buyerCents = held - sellerCents;

      await db.transaction(async (tx) => {
        // The dispute first: of two admins resolving at once, one applies.
        const [d] = await tx
          .update(barterDisputes)
          .set({
            status: 'RESOLVED',
            outcome: body.outcome,
            sellerCents,
            buyerCents,
            resolutionNote: body.note,
            resolvedBy: auth.userId,
            resolvedAt: now,
          })
          .where(and(eq(barterDisputes.id, id), eq(barterDisputes.status, before.status)))
          .returning();
        if (!d) {
          // Changed since it was read: the seller answered meanwhile, or another admin resolved it.
          const [now2] = await tx.select().from(barterDisputes).where(eq(barterDisputes.id, id));
          throw new AppError(
            'CONFLICT',
            now2?.status === 'ANSWERED'
              ? BARTER_DISPUTE_MESSAGES.answeredMeanwhile
              : BARTER_DISPUTE_MESSAGES.notOpen,
          );
        }
        const [b] = await tx
          .update(barterRequests)
          .set({
            holdStatus: sellerCents > 0n ? 'RELEASED' : 'RETURNED',
            releasedAt: now,
            releasedBy: 'ADMIN',
            refundedCents: sql`${barterRequests.refundedCents} + ${buyerCents.toString()}::bigint`,
            status: sql`case when ${barterRequests.refundedCents} + ${buyerCents.toString()}::bigint = ${barterRequests.amountCents} then 'REFUND' else ${barterRequests.status} end`,
            updatedAt: now,
          })
          .where(
            and(
              eq(barterRequests.id, d.barterId),
              eq(barterRequests.holdStatus, 'DISPUTED'),
              eq(barterRequests.refundedCents, barter!.refundedCents),
            ),
          )
          .returning();
        if (!b) throw new AppError('CONFLICT', BARTER_DISPUTE_MESSAGES.notOpen);
        if (sellerCents > 0n) {
          const transaction = await payFromHold(tx, b, 'SELLER', sellerCents, {
            memo: b.offerTitle,
            initiatedBy: auth.userId,
            metadata: { disputeId: d.id, stage: 'RELEASE', releasedBy: 'ADMIN' },
          });
          await tx
            .update(barterRequests)
            .set({ releaseTransactionId: transaction.id })
            .where(eq(barterRequests.id, b.id));
        }
        if (buyerCents > 0n) {
          await payFromHold(tx, b, 'BUYER', buyerCents, {
            memo: body.note,
            initiatedBy: auth.userId,
            metadata: { disputeId: d.id, stage: 'DISPUTE_REFUND' },
          });
        }
        await addEvent(tx, d.id, 'RESOLVED', 'ADMIN', auth.userId, body.note, now);
        await adminAuditWriter(tx)(auth.userId, b.buyerId, 'BARTER_DISPUTE_RESOLVED', {
          disputeId: d.id,
          barterId: b.id,
          barterReference: b.reference,
          sellerId: b.sellerId,
          outcome: body.outcome,
          sellerCents: sellerCents.toString(),
          buyerCents: buyerCents.toString(),
          note: body.note,
        });
        for (const n of await barterDisputeNotice.resolved(tx, b, { sellerCents, buyerCents })) {
          await notify(tx, n);
        }
        // Part of the payment reached the seller: the barter is done (it may qualify a referral).
        if (sellerCents > 0n) await referralsAfterBarter(tx, b);
      });
      return this.adminGet(id);
    },
  };
}

export type BarterDisputesService = ReturnType<typeof createBarterDisputesService>;
