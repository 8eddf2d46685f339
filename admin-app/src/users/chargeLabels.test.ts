import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { chargeFailureLabel, chargePurposeLabel } from './chargeLabels.ts';

/** The failure codes the server stores on a card charge (the payment processor's refusals). */
const FAILURE_CODES = [
  'CARD_DECLINED',
  'CARD_INSUFFICIENT_FUNDS',
  'CARD_INVALID',
  'CARD_EXPIRED',
  'PROCESSOR_ERROR',
];

describe("a card charge's purpose and failure in the console's language", () => {
  it('reads in English, a code it does not know as the server sends it', () => {
    expect(chargePurposeLabel('MEMBERSHIP')).toBe('Membership');
    expect(chargeFailureLabel('CARD_DECLINED')).toBe('Card declined');
    expect(chargeFailureLabel('CARD_INSUFFICIENT_FUNDS')).toBe('Insufficient funds');
    expect(chargeFailureLabel(null)).toBe('');
    expect(chargePurposeLabel('DONATION')).toBe('DONATION');
    expect(chargeFailureLabel('STRIPE_RISK_BLOCKED')).toBe('STRIPE_RISK_BLOCKED');
    expect(chargeFailureLabel('toString')).toBe('toString');
  });

  it('reads in French with the console French messages', async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    expect(chargePurposeLabel('MEMBERSHIP', t)).toBe('Abonnement');
    expect(chargeFailureLabel('CARD_DECLINED', t)).toBe('Carte refusée');
    expect(chargeFailureLabel('CARD_EXPIRED', t)).toBe('Carte expirée');
    expect(chargeFailureLabel('STRIPE_RISK_BLOCKED', t)).toBe('STRIPE_RISK_BLOCKED');
    // Every code the server stores has its words, none left as a code.
    for (const code of FAILURE_CODES) expect(chargeFailureLabel(code, t), code).not.toBe(code);
    for (const code of FAILURE_CODES) expect(chargeFailureLabel(code), code).not.toBe(code);
  });
});
