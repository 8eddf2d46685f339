// First: the API client's modules read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import { formatDate, formatDateTime } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs } from '../../../lib/i18n.ts';
import { startsInEnglish } from '../../../lib/language-test-support.ts';
import { type BarterHold, holdCaption, holdText } from './barter-text.ts';

const RELEASE_AT = '2026-12-07T15:04:00.000Z';
const RELEASED_AT = '2026-12-03T09:30:00.000Z';
const held: BarterHold = {
  status: 'HELD',
  releaseAt: RELEASE_AT,
  releasedAt: null,
  releasedBy: null,
  heldCents: 4_000,
};

describe('buyer protection in words', () => {
  startsInEnglish();

  it('tells the seller when a held payment is released, and the buyer until when it protects them', async () => {
    await loadCatalogs(['barter']);
    const date = formatDateTime(RELEASE_AT);
    expect(holdText(held, 'seller')).toBe(`On hold, released on ${date}`);
    expect(holdText(held, 'buyer')).toBe(
      `Your BITS are held for your protection: they go to the seller on ${date} unless you confirm sooner or open a dispute.`,
    );
  });

  it('says who released the payment and when, once released', async () => {
    await loadCatalogs(['barter']);
    const date = formatDateTime(RELEASED_AT);
    const released = { ...held, status: 'RELEASED', releasedAt: RELEASED_AT, heldCents: 0 } as const;
    expect(holdText({ ...released, releasedBy: 'BUYER' }, 'seller')).toBe(
      `Released to the seller on ${date}`,
    );
    // An admin released it in resolving its dispute, maybe in part: the dispute tells how.
    expect(holdText({ ...released, releasedBy: 'ADMIN' }, 'buyer')).toBe(
      `An admin decided where the BITS went on ${date}: see the dispute.`,
    );
    expect(holdText({ ...released, releasedBy: 'AUTO' }, 'buyer')).toBe(
      `Released to the seller automatically on ${date}`,
    );
  });

  it('says a returned payment went back to the buyer, and a disputed one waits for an admin', async () => {
    await loadCatalogs(['barter']);
    for (const side of ['seller', 'buyer'] as const) {
      expect(holdText({ ...held, status: 'RETURNED', heldCents: 0 }, side)).toBe('Returned to the buyer');
      expect(holdText({ ...held, status: 'DISPUTED' }, side)).toBe('Disputed: an admin decides');
    }
  });

  it('captions a card while its payment is held or disputed', async () => {
    await loadCatalogs(['barter']);
    expect(holdCaption(held)).toBe(`On hold until ${formatDate(RELEASE_AT)}`);
    expect(holdCaption({ ...held, status: 'DISPUTED' })).toBe('Disputed');
    expect(holdCaption(null)).toBeNull();
    for (const status of ['RELEASED', 'RETURNED'] as const) {
      expect(holdCaption({ ...held, status })).toBeNull();
    }
  });

  it('reads in French with French dates and typography', async () => {
    await loadCatalogs(['barter']);
    await changeLocale('fr-CA');
    const date = formatDateTime(RELEASE_AT, { locale: 'fr-CA' });
    expect(date).toMatch(/déc\./);
    expect(holdText(held, 'seller')).toBe(`Retenu, versé le ${date}`);
    expect(holdText(held, 'buyer')).toBe(
      `Vos BITS sont retenus pour votre protection\u00a0: ils seront versés au vendeur le ${date}, à moins que vous ne confirmiez la réception avant ou ouvriez une contestation.`,
    );
    expect(holdText({ ...held, status: 'DISPUTED' }, 'buyer')).toBe(
      'Contesté\u00a0: un administrateur décide',
    );
    expect(holdCaption(held)).toBe(`Retenu jusqu’au ${formatDate(RELEASE_AT, { locale: 'fr-CA' })}`);
    expect(holdCaption({ ...held, status: 'DISPUTED' })).toBe('Contesté');
  });
});
