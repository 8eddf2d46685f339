import { WALLET_TRANSACTION_TYPE_LABELS, WALLET_TRANSACTION_TYPES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { partyLabel, typeLabel } from './walletLabels.ts';

describe('wallet labels', () => {
  it("read in English as the contracts' labels do", () => {
    for (const type of WALLET_TRANSACTION_TYPES)
      expect(typeLabel({ type, label: '?' })).toBe(WALLET_TRANSACTION_TYPE_LABELS[type]);
    expect(typeLabel({ type: 'NEW_KIND', label: 'New kind' })).toBe('New kind');
    expect(partyLabel({ kind: 'SYSTEM', displayName: 'Rewards' } as never)).toBe('System: Rewards');
  });

  it("read in French with the console's French messages", async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    expect(typeLabel({ type: 'PURCHASE', label: 'Purchase' }, t)).toBe('Achat');
    expect(partyLabel({ kind: 'SYSTEM', displayName: 'Rewards' } as never, t)).toBe('Système\u00a0: Rewards');
  });
});
