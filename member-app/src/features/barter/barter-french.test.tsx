// First: the API client's modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import {
  BARTER_STATUS_LABELS,
  BARTER_STATUSES,
  formatDateTime,
  type TBarterDispute,
  type TBarterRequestDetail,
} from '@barterbits/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs } from '../../lib/i18n.ts';
import { startsInEnglish } from '../../lib/language-test-support.ts';
import { BarterStatusChip } from './components/barter-status-chip.tsx';
import { DisputeSection } from './components/dispute-section.tsx';
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
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/', state }]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

const OPENED_AT = '2026-12-01T14:00:00.000Z';
const ANSWER_DUE = '2026-12-04T14:00:00.000Z';
const openDispute: TBarterDispute = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'OPEN',
  reason: 'DAMAGED',
  text: 'The frame arrived cracked.',
  photos: [],
  sellerAnswer: null,
  answeredAt: null,
  answerDueAt: ANSWER_DUE,
  openedAt: OPENED_AT,
  outcome: null,
  sellerCents: null,
  buyerCents: null,
  resolutionNote: null,
  resolvedAt: null,
  timeline: [{ kind: 'OPENED', by: 'BUYER', text: 'The frame arrived cracked.', at: OPENED_AT }],
};
const resolvedDispute: TBarterDispute = {
  ...openDispute,
  status: 'RESOLVED',
  sellerAnswer: 'It left here whole.',
  answeredAt: '2026-12-02T10:00:00.000Z',
  outcome: 'SPLIT',
  sellerCents: 2_500,
  buyerCents: 1_500,
  resolutionNote: 'Shared: the frame was fragile.',
  resolvedAt: '2026-12-03T10:00:00.000Z',
  timeline: [
    ...openDispute.timeline,
    { kind: 'ANSWERED', by: 'SELLER', text: 'It left here whole.', at: '2026-12-02T10:00:00.000Z' },
    { kind: 'RESOLVED', by: 'ADMIN', text: 'Shared: the frame was fragile.', at: '2026-12-03T10:00:00.000Z' },
  ],
};
const disputed = { id: '00000000-0000-4000-8000-000000000002' } as TBarterRequestDetail;

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
      `Your BITS are held for your protection: they go to the seller when you confirm you received it, or on ${formatDateTime(heldUntil)} at the latest.`,
    );

    await changeLocale('fr-CA');
    const french = render(<TransactionSuccessfulRoute />, { ...paid, heldUntil });
    expect(french).toContain(
      `Vos BITS sont retenus pour votre protection\u00a0: ils seront versés au vendeur quand vous confirmerez la réception, ou le ${formatDateTime(heldUntil, { locale: 'fr-CA' })} au plus tard.`,
    );
  });

  it('shows a dispute to both parties in English and in French', async () => {
    await loadCatalogs(['barter']);
    const seller = render(<DisputeSection request={disputed} dispute={openDispute} side="seller" />);
    expect(seller).toContain('Waiting for the seller’s answer');
    expect(seller).toContain('Damaged');
    expect(seller).toContain('The buyer opened the dispute');
    expect(seller).toContain('Answer the dispute');
    expect(seller).toContain(`Answer by ${formatDateTime(ANSWER_DUE)}`);
    const buyer = render(<DisputeSection request={disputed} dispute={resolvedDispute} side="buyer" />);
    expect(buyer).toContain('>Resolved<');
    expect(buyer).toContain('You opened the dispute');
    expect(buyer).toContain('The seller answered');
    expect(buyer).toContain('It left here whole.');
    expect(buyer).toContain('Decision: 25.00 BITS™ to the seller, 15.00 BITS™ back to the buyer');
    expect(buyer).toContain('Admin’s note: Shared: the frame was fragile.');
    expect(buyer).not.toContain('Answer the dispute');

    await changeLocale('fr-CA');
    const frSeller = render(<DisputeSection request={disputed} dispute={openDispute} side="seller" />);
    expect(frSeller).toContain('En attente de la réponse du vendeur');
    expect(frSeller).toContain('Endommagé');
    expect(frSeller).toContain('L’acheteur a ouvert la contestation');
    expect(frSeller).toContain('Répondre à la contestation');
    expect(frSeller).toContain(`Répondez d’ici le ${formatDateTime(ANSWER_DUE, { locale: 'fr-CA' })}`);
    const frBuyer = render(<DisputeSection request={disputed} dispute={resolvedDispute} side="buyer" />);
    expect(frBuyer).toContain('>Réglée<');
    expect(frBuyer).toContain('Vous avez ouvert la contestation');
    expect(frBuyer).toContain(
      'Décision\u00a0: 25,00\u00a0BITS™ au vendeur, 15,00\u00a0BITS™ rendus à l’acheteur',
    );
    expect(frBuyer).toContain('Note de l’administrateur\u00a0: Shared: the frame was fragile.');
    expect(validationText('Must be at most 1000 characters.')).toBe(
      'Doit compter au plus 1\u00a0000\u00a0caractères.',
    );
  });

  it('names the statuses in English as the contracts do', () => {
    for (const status of BARTER_STATUSES) expect(en[STATUS_LABEL[status]]).toBe(BARTER_STATUS_LABELS[status]);
  });
});
