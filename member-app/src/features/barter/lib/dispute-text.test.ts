// First: the API client's modules read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import { BARTER_DISPUTE_REASONS, BARTER_DISPUTE_STATUSES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs } from '../../../lib/i18n.ts';
import { startsInEnglish } from '../../../lib/language-test-support.ts';
import {
  disputeEventText,
  disputeOutcomeText,
  disputeReasonText,
  disputeStatusText,
} from './dispute-text.ts';
import { photoProblem } from './use-dispute-photos.ts';

describe('a dispute in words', () => {
  startsInEnglish();

  it('names each status as both parties read it', async () => {
    await loadCatalogs(['barter']);
    expect(BARTER_DISPUTE_STATUSES.map(disputeStatusText)).toEqual([
      'Waiting for the seller’s answer',
      'Answered: an admin will decide',
      'Resolved',
    ]);
  });

  it('names each reason as the form lists them', async () => {
    await loadCatalogs(['barter']);
    expect(BARTER_DISPUTE_REASONS.map(disputeReasonText)).toEqual([
      'Not received',
      'Not as described',
      'Damaged',
      'Service not done',
      'Other',
    ]);
  });

  it('says where the held BITS went: split, all to the seller, or all back to the buyer', async () => {
    await loadCatalogs(['barter']);
    expect(disputeOutcomeText({ sellerCents: 2_500, buyerCents: 1_500 })).toBe(
      '25.00 BITS™ to the seller, 15.00 BITS™ back to the buyer',
    );
    expect(disputeOutcomeText({ sellerCents: 4_000, buyerCents: 0 })).toBe('40.00 BITS™ to the seller');
    expect(disputeOutcomeText({ sellerCents: 0, buyerCents: 4_000 })).toBe('40.00 BITS™ back to the buyer');
    expect(disputeOutcomeText({ sellerCents: null, buyerCents: null })).toBeNull();
  });

  it('tells who took each step, in the reader’s words', async () => {
    await loadCatalogs(['barter']);
    const opened = { kind: 'OPENED', by: 'BUYER' } as const;
    const answered = { kind: 'ANSWERED', by: 'SELLER' } as const;
    const resolved = { kind: 'RESOLVED', by: 'ADMIN' } as const;
    expect(disputeEventText(opened, 'buyer')).toBe('You opened the dispute');
    expect(disputeEventText(opened, 'seller')).toBe('The buyer opened the dispute');
    expect(disputeEventText(answered, 'seller')).toBe('You answered');
    expect(disputeEventText(answered, 'buyer')).toBe('The seller answered');
    for (const side of ['buyer', 'seller'] as const) {
      expect(disputeEventText(resolved, side)).toBe('An admin resolved the dispute');
    }
  });

  it('reads in French with French amounts and typography', async () => {
    await loadCatalogs(['barter']);
    await changeLocale('fr-CA');
    expect(disputeStatusText('OPEN')).toBe('En attente de la réponse du vendeur');
    expect(disputeStatusText('ANSWERED')).toBe('Réponse reçue\u00a0: un administrateur décidera');
    expect(disputeOutcomeText({ sellerCents: 2_500, buyerCents: 1_500 })).toBe(
      '25,00\u00a0BITS™ au vendeur, 15,00\u00a0BITS™ rendus à l’acheteur',
    );
    expect(disputeEventText({ kind: 'OPENED', by: 'BUYER' }, 'seller')).toBe(
      'L’acheteur a ouvert la contestation',
    );
  });
});

describe('a dispute’s photos', () => {
  startsInEnglish();
  const photo = { name: 'box.png', type: 'image/png', size: 20_000 };

  it('takes images of at most 5 MB, three at most', async () => {
    await loadCatalogs(['barter']);
    expect(photoProblem(photo, 0)).toBeNull();
    expect(photoProblem(photo, 2)).toBeNull();
    expect(photoProblem(photo, 3)).toBe('Attach at most 3 photos.');
    expect(photoProblem({ ...photo, name: 'notes.pdf', type: 'application/pdf' }, 0)).toBe(
      'notes.pdf is not an image.',
    );
    expect(photoProblem({ ...photo, size: 5 * 1024 * 1024 + 1 }, 0)).toBe('box.png is larger than 5 MB.');
  });
});
