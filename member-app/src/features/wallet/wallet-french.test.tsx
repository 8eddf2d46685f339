// First: the API client's modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import {
  type TWalletTransaction,
  WALLET_PERIOD_LABELS,
  WALLET_PERIODS,
  WALLET_TRANSACTION_TYPE_LABELS,
  WALLET_TRANSACTION_TYPES,
} from '@barterbits/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs } from '../../lib/i18n.ts';
import { startsInEnglish } from '../../lib/language-test-support.ts';
import { TransactionList } from './components/transaction-list.tsx';
import { WalletBanner } from './components/wallet-banner.tsx';
import en from './i18n/en-CA.ts';
import { TYPE_LABEL } from './lib/wallet-text.ts';
import { PERIOD_LABEL } from './routes/statement.tsx';

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

const load: TWalletTransaction = {
  id: 't1',
  reference: 'BB-7K3M9Q2X',
  type: 'ADD_BITS',
  label: 'Load BITS',
  status: 'PROCESSING',
  amountCents: 123_450,
  balanceAfterCents: 123_450,
  counterparty: null,
  memo: null,
  relatedType: 'LOAD',
  relatedId: 'l1',
  createdAt: '2026-11-23T15:05:00Z',
};

describe('the wallet in French', () => {
  startsInEnglish();

  it('shows the balance band and a movement in English, then in French with French amounts', async () => {
    await loadCatalogs(['wallet']);
    const page = () =>
      render(
        <>
          <WalletBanner balanceCents={123_450} todayRemainingCents={50_000} />
          <TransactionList transactions={[load]} />
        </>,
      );
    const english = page();
    expect(english).toContain('My Wallet');
    expect(english).toContain('You can load 500.00 BITS™ more today');
    expect(english).toContain('>Load BITS<');
    expect(english).toContain('PROCESSING');
    expect(english).toContain('+1,234.50 BITS™');

    await changeLocale('fr-CA');
    const french = page();
    expect(french).toContain('Mon portefeuille');
    expect(french).toContain('aria-label="Solde du portefeuille"');
    expect(french).toContain('Vous pouvez encore charger 500,00\u00a0BITS™ aujourd’hui');
    expect(french).toContain('>Faire un don<');
    expect(french).toContain('Chargement de BITS');
    expect(french).toContain('EN TRAITEMENT');
    expect(french).toContain('+1\u00a0234,50\u00a0BITS™');
    expect(render(<TransactionList transactions={[]} />)).toContain('Aucune transaction pour l’instant.');
  });

  it('words the types and periods in English as the contracts name them', () => {
    for (const type of WALLET_TRANSACTION_TYPES) {
      expect(en[TYPE_LABEL[type]]).toBe(WALLET_TRANSACTION_TYPE_LABELS[type]);
    }
    for (const period of WALLET_PERIODS) expect(en[PERIOD_LABEL[period]]).toBe(WALLET_PERIOD_LABELS[period]);
  });
});
