/**
 * The card processor's events, each applied once. An event is recorded by its id before anything is
 * done; a delivery of an event already applied changes nothing. Its effect goes through the same
 * settling as a member's retry or the job, which reads the payment from the processor and moves a load
 * only by conditional transitions: so an event that comes late, twice (even twice at once) or before
 * another one still leaves one credit or one failure. An event that cannot be applied now (the processor
 * or the database unreachable) is answered with an error, and the processor delivers it again.
 */
import { eq, sql } from 'drizzle-orm';
import type { ProcessorEvent } from '../../adapters/payments.ts';
import type { Db } from '../../db/client.ts';
import { processorEvents } from '../../db/schema.ts';
import type { MembershipService } from '../membership/membership.service.ts';
import type { LoadsService } from '../wallet/loads.service.ts';
import type { Disputes } from './disputes.service.ts';

/**
 * The event's object as kept for the record: without its client secrets (a PaymentIntent's or a
 * SetupIntent's), which let a browser confirm a payment and are never stored.
 */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'client_secret')
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

export type EventOutcome = 'APPLIED' | 'IGNORED' | 'ALREADY_APPLIED';

/** The payment events that settle a load (Stripe's PaymentIntent events). */
const PAYMENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

export interface ProcessorEventsDeps {
  db: Db;
  loads: Pick<LoadsService, 'settleFromEvent'>;
  /** Membership payments (absent: their events are ignored). */
  membership?: Pick<MembershipService, 'settleFromEvent'>;
  /** Loads refunded at the processor (absent: refund events are ignored). */
  refunds?: Pick<LoadsService, 'refundedElsewhere' | 'refundedInPartElsewhere'>;
  /** Card disputes (absent: their events are ignored). */
  disputes?: Pick<Disputes, 'opened' | 'closed'>;
  /** The processor's name as stored with what its events create (default stripe). */
  processor?: string;
  now?: () => Date;
}

/** The events of a dispute's life: opened, then closed (won or lost). */
const DISPUTE_EVENTS = new Set(['charge.dispute.created', 'charge.dispute.closed']);

export function createProcessorEvents(deps: ProcessorEventsDeps) {
  const { db, loads, membership, disputes, refunds } = deps;
  const now = deps.now ?? (() => new Date());

  /** A membership payment's event: its charge settled from what the processor says now (applied once). */
  async function applyMembershipPayment(event: ProcessorEvent): Promise<'APPLIED' | 'IGNORED'> {
    const metadata = (event.object.metadata ?? {}) as Record<string, unknown>;
    const chargeId = typeof metadata.chargeId === 'string' ? metadata.chargeId : null;
    const charge = await membership?.settleFromEvent({ paymentRef: event.objectRef, chargeId });
    return charge ? 'APPLIED' : 'IGNORED';
  }

  /**
   * A dispute's event (Stripe's Dispute object): opened, or closed as won or lost. A closing status is
   * final at Stripe, so it is read from the event; anything else about the dispute is only recorded.
   */
  async function applyDispute(event: ProcessorEvent): Promise<'APPLIED' | 'IGNORED'> {
    if (!disputes) return 'IGNORED';
    const o = event.object as {
      id?: unknown;
      charge?: unknown;
      payment_intent?: unknown;
      amount?: unknown;
      reason?: unknown;
      status?: unknown;
    };
    const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
    const refOf = (v: unknown) => text(v) ?? text((v as { id?: unknown } | null)?.id);
    if (!text(o.id) || typeof o.amount !== 'number' || !Number.isSafeInteger(o.amount) || o.amount <= 0)
      return 'IGNORED';
    const facts = {
      disputeRef: o.id as string,
      paymentRef: refOf(o.payment_intent),
      chargeRef: refOf(o.charge),
      amountCents: o.amount,
      reason: text(o.reason),
    };
    if (event.type === 'charge.dispute.created') return disputes.opened(deps.processor ?? 'stripe', facts);
    // Won, or closed with the money kept (an inquiry that ended): the hold goes back to the member.
    if (o.status === 'won' || o.status === 'warning_closed')
      return disputes.closed(deps.processor ?? 'stripe', facts, true);
    if (o.status === 'lost') return disputes.closed(deps.processor ?? 'stripe', facts, false);
    return 'IGNORED';
  }

  /**
   * A charge refunded at the processor (Stripe's dashboard, or our own refund's echo). A charge refunded in
   * full takes the load's BITS back; a part is written on the load for support (its BITS untouched).
   */
  async function applyRefund(event: ProcessorEvent): Promise<'APPLIED' | 'IGNORED'> {
    if (!refunds) return 'IGNORED';
    const o = event.object as {
      id?: unknown;
      payment_intent?: unknown;
      refunded?: unknown;
      amount_refunded?: unknown;
    };
    if (typeof o.id !== 'string') return 'IGNORED';
    const ref = {
      chargeRef: o.id,
      paymentRef: typeof o.payment_intent === 'string' ? o.payment_intent : null,
    };
    if (o.refunded !== true) {
      const part = typeof o.amount_refunded === 'number' ? o.amount_refunded : 0;
      if (!Number.isSafeInteger(part) || part <= 0) return 'IGNORED';
      return (await refunds.refundedInPartElsewhere(ref, BigInt(part))) ? 'APPLIED' : 'IGNORED';
    }
    return (await refunds.refundedElsewhere(ref)) ? 'APPLIED' : 'IGNORED';
  }

  /** What the event changes of ours, made now. */
  async function apply(event: ProcessorEvent): Promise<Exclude<EventOutcome, 'ALREADY_APPLIED'>> {
    if (DISPUTE_EVENTS.has(event.type)) return applyDispute(event);
    if (event.type === 'charge.refunded') return applyRefund(event);
    if (
      PAYMENT_EVENTS.has(event.type) &&
      (event.object.metadata as { kind?: unknown })?.kind === 'membership'
    )
      return applyMembershipPayment(event);
    if (PAYMENT_EVENTS.has(event.type)) {
      const metadata = (event.object.metadata ?? {}) as Record<string, unknown>;
      if (metadata.kind !== 'load') return 'IGNORED';
      const loadId = typeof metadata.loadId === 'string' ? metadata.loadId : null;
      const load = await loads.settleFromEvent({ paymentRef: event.objectRef, loadId });
      return load ? 'APPLIED' : 'IGNORED';
    }
    return 'IGNORED';
  }

  return {
    /** Records `event` (once, by its id) and applies it unless it was applied already. */
    async receive(processor: string, event: ProcessorEvent): Promise<EventOutcome> {
      await db
        .insert(processorEvents)
        .values({
          id: event.id,
          processor,
          type: event.type,
          objectRef: event.objectRef,
          payload: withoutSecrets(event.object),
        })
        .onConflictDoNothing();
      const [stored] = await db
        .select({ appliedAt: processorEvents.appliedAt })
        .from(processorEvents)
        .where(eq(processorEvents.id, event.id));
      if (stored?.appliedAt) return 'ALREADY_APPLIED';
      try {
        const outcome = await apply(event);
        await db
          .update(processorEvents)
          .set({ appliedAt: now(), outcome, attempts: sql`${processorEvents.attempts} + 1`, lastError: null })
          .where(eq(processorEvents.id, event.id));
        return outcome;
      } catch (e) {
        await db
          .update(processorEvents)
          .set({
            attempts: sql`${processorEvents.attempts} + 1`,
            lastError: e instanceof Error ? e.message.slice(0, 500) : String(e),
          })
          .where(eq(processorEvents.id, event.id));
        throw e;
      }
    },
  };
}
