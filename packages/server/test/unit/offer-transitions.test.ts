/** Property tests of the offer status transition table (transitions.ts). */
import { OFFER_STATUSES, type OfferStatus } from '@barterbits/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canTransition, type OfferActor } from '../../src/modules/offers/transitions.ts';

/** The table of docs/decisions.md, written out independently of the implementation. */
const MEMBER_ALLOWED = new Set([
  'DRAFT>ACTIVE',
  'DRAFT>DELETE',
  'ACTIVE>PAUSED',
  'ACTIVE>ARCHIVE',
  'ACTIVE>DELETE',
  'PAUSED>ACTIVE',
  'PAUSED>ARCHIVE',
  'PAUSED>DELETE',
  'ARCHIVE>ACTIVE',
  'ARCHIVE>DELETE',
]);
const DISABLE_FROM = new Set<OfferStatus>(['DRAFT', 'ACTIVE', 'PAUSED', 'ARCHIVE', 'DEACTIVATED']);

function expected(
  from: OfferStatus,
  to: OfferStatus,
  actor: OfferActor,
  previous: OfferStatus | null,
): boolean {
  if (actor === 'MEMBER') return MEMBER_ALLOWED.has(`${from}>${to}`);
  if (to === 'DISABLED') return DISABLE_FROM.has(from);
  if (from !== 'DISABLED') return false;
  return (
    to === 'PAUSED' ||
    (previous !== null && previous !== 'DEACTIVATED' && DISABLE_FROM.has(previous) && to === previous)
  );
}

const status = fc.constantFrom(...OFFER_STATUSES);
const actor = fc.constantFrom<OfferActor>('MEMBER', 'ADMIN');
const previous = fc.option(status, { nil: null });

describe('canTransition', () => {
  it('agrees with the table for every (from, to, actor, previous)', () => {
    for (const from of OFFER_STATUSES)
      for (const to of OFFER_STATUSES)
        for (const a of ['MEMBER', 'ADMIN'] as const)
          for (const p of [null, ...OFFER_STATUSES]) {
            expect(canTransition(from, to, a, p).ok, `${a} ${from}→${to} (was ${p})`).toBe(
              expected(from, to, a, p),
            );
          }
  });

  it('agrees with the table (property)', () => {
    fc.assert(
      fc.property(status, status, actor, previous, (from, to, a, p) => {
        expect(canTransition(from, to, a, p).ok).toBe(expected(from, to, a, p));
      }),
    );
  });

  it('every refusal carries a message', () => {
    fc.assert(
      fc.property(status, status, actor, previous, (from, to, a, p) => {
        const r = canTransition(from, to, a, p);
        if (!r.ok) expect(r.message.length).toBeGreaterThan(10);
      }),
    );
  });

  it('DELETE never leaves', () => {
    fc.assert(
      fc.property(status, actor, previous, (to, a, p) => {
        expect(canTransition('DELETE', to, a, p).ok).toBe(false);
      }),
    );
  });

  it('members never leave DISABLED and never set DISABLED, DRAFT, DEACTIVATED or FAVOURITE', () => {
    fc.assert(
      fc.property(status, status, previous, (from, to, p) => {
        expect(canTransition('DISABLED', to, 'MEMBER', p).ok).toBe(false);
        if (['DISABLED', 'DRAFT', 'DEACTIVATED', 'FAVOURITE'].includes(to)) {
          expect(canTransition(from, to, 'MEMBER', p).ok).toBe(false);
        }
      }),
    );
  });

  it('nobody sets DEACTIVATED, FAVOURITE or a status to itself', () => {
    fc.assert(
      fc.property(status, actor, previous, (from, a, p) => {
        expect(canTransition(from, 'DEACTIVATED', a, p).ok).toBe(false);
        expect(canTransition(from, 'FAVOURITE', a, p).ok).toBe(false);
        expect(canTransition(from, from, a, p).ok).toBe(false);
      }),
    );
  });

  it('admins restore a disabled offer to its earlier status or Paused only', () => {
    expect(canTransition('DISABLED', 'ACTIVE', 'ADMIN', 'ACTIVE').ok).toBe(true);
    expect(canTransition('DISABLED', 'PAUSED', 'ADMIN', 'ACTIVE').ok).toBe(true);
    expect(canTransition('DISABLED', 'ACTIVE', 'ADMIN', 'DRAFT')).toEqual({
      ok: false,
      message: 'A disabled offer can only be restored to Draft or Paused.',
    });
    expect(canTransition('DISABLED', 'DELETE', 'ADMIN', 'ACTIVE').ok).toBe(false);
  });
});
