// First: the API client's modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import { GIFT_MESSAGES, GIFT_STATUS_LABELS, GIFT_STATUSES, type TGift } from '@barterbits/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs } from '../../lib/i18n.ts';
import { startsInEnglish } from '../../lib/language-test-support.ts';
import { GiftList } from './components/gift-list.tsx';
import en from './i18n/en-CA.ts';
import { CHECK_TEXT, STATUS_LABEL, validationText } from './lib/gift-text.ts';

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

const gift = {
  id: 'g1',
  reference: 'BB-GIFT0001',
  direction: 'SENT',
  status: 'PENDING',
  amountCents: 123_450,
  recipientEmail: 'maude@example.com',
  recipient: null,
  sender: { id: 'u1', displayName: 'Alex' },
  createdAt: '2026-11-23T15:05:00Z',
} as unknown as TGift;

describe('gifts in French', () => {
  startsInEnglish();

  it('lists a sent gift in English, then in French with French amounts', async () => {
    await loadCatalogs(['gifts']);
    const list = () => render(<GiftList label="x" gifts={[gift]} hrefOf={() => '/gift-detail/g1'} />);
    const english = list();
    expect(english).toContain('1,234.50 BITS™');
    expect(english).toContain('>Pending<');
    expect(english).toContain('To maude@example.com · ');

    await changeLocale('fr-CA');
    const french = list();
    expect(french).toContain('1\u00a0234,50\u00a0BITS™');
    expect(french).toContain('>En attente<');
    expect(french).toContain('À maude@example.com · 23 nov. 2026');
    expect(validationText(GIFT_MESSAGES.amountMax)).toBe(
      'Un cadeau peut être d’au plus 10\u00a0000\u00a0BITS.',
    );
  });

  it('words the address check in English as the server does, and in French', async () => {
    await loadCatalogs(['gifts']);
    expect(CHECK_TEXT.ADDRESS()).toBe(GIFT_MESSAGES.deliverable);
    expect(CHECK_TEXT.KNOWN_MEMBER()).toBe(GIFT_MESSAGES.knownMember);
    expect(CHECK_TEXT.REFUSED()).toBe(GIFT_MESSAGES.ownEmail);
    await changeLocale('fr-CA');
    expect(CHECK_TEXT.ADDRESS()).toContain('vous reviennent après 30\u00a0jours');
  });

  it('words the statuses and the amount limit in English as the contracts do', () => {
    for (const status of GIFT_STATUSES) expect(en[STATUS_LABEL[status]]).toBe(GIFT_STATUS_LABELS[status]);
    expect(en['gifts.v.amountMax']).toBe(GIFT_MESSAGES.amountMax);
    expect(en['gifts.detail.cancelled']).toBe(GIFT_MESSAGES.cancelledBySender);
    expect(en['gifts.send.sent'].startsWith(`${GIFT_MESSAGES.sent} `)).toBe(true);
  });
});
