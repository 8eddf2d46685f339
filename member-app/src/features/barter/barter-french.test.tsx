// First: the API client's modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import { BARTER_STATUS_LABELS, BARTER_STATUSES, formatDateTime } from '@barterbits/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs } from '../../lib/i18n.ts';
import { startsInEnglish } from '../../lib/language-test-support.ts';
import { BarterStatusChip } from './components/barter-status-chip.tsx';
import en from './i18n/en-CA.ts';
import { STATUS_LABEL, validationText } from './lib/barter-text.ts';
import type { TransactionSuccessState } from './routes/barter-request.tsx';
import { TransactionSuccessfulRoute } from './routes/transaction-successful.tsx';

const paid: TransactionSuccessState = {
  reference: 'BB-7K3M9Q2X',
  amountCents: 123_450,
  balanceCents: 5_000,
  offerTitle: 'Guitar lessons',
  sellerName: 'Maude',
};
const render = (node: ReactNode, state: TransactionSuccessState = paid) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={[{ pathname: '/', state }]}>{node}</MemoryRouter>);

describe('barter in French', () => {
  startsInEnglish();

  it('shows a paid purchase in English, then in French with French amounts', async () => {
    await loadCatalogs(['barter']);
    const english = render(<TransactionSuccessfulRoute />);
    expect(english).toContain('Transaction successful');
    expect(english).toContain('You paid <strong>1,234.50 BITS™</strong> to Maude for Guitar lessons.');

    await changeLocale('fr-CA');
    const french = render(<TransactionSuccessfulRoute />);
    expect(french).toContain('Transaction réussie');
    expect(french).toContain(
      'Vous avez payé <strong>1\u00a0234,50\u00a0BITS™</strong> à Maude pour Guitar lessons.',
    );
    expect(french).toContain('Nouveau solde <strong data-testid="new-balance">50,00\u00a0BITS™</strong>');
    expect(french).toContain('>Mes achats<');
    expect(render(<BarterStatusChip status="ACCEPTED" refundedCents={100} />)).toContain(
      'Remboursée en partie',
    );
    expect(validationText('PIN must be a total of 4 digits.')).toBe(
      'Le NIP doit compter 4 chiffres en tout.',
    );
  });

  it('says until when a held payment protects the buyer, in English and in French', async () => {
    await loadCatalogs(['barter']);
    const heldUntil = '2026-12-07T15:04:00.000Z';
    expect(render(<TransactionSuccessfulRoute />)).not.toContain('held for your protection');
    const english = render(<TransactionSuccessfulRoute />, { ...paid, heldUntil });
    expect(english).toContain(
      `Your BITS are held for your protection until you confirm you received it, or until ${formatDateTime(heldUntil)}.`,
    );

    await changeLocale('fr-CA');
    const french = render(<TransactionSuccessfulRoute />, { ...paid, heldUntil });
    expect(french).toContain(
      `Vos BITS sont retenus pour votre protection jusqu’à ce que vous confirmiez la réception, ou jusqu’au ${formatDateTime(heldUntil, { locale: 'fr-CA' })}.`,
    );
  });

  it('names the statuses in English as the contracts do', () => {
    for (const status of BARTER_STATUSES) expect(en[STATUS_LABEL[status]]).toBe(BARTER_STATUS_LABELS[status]);
  });
});
