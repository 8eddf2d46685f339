// First: the API client's modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import { DONATION_MESSAGES, type TCommunityFund, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs } from '../../lib/i18n.ts';
import { startsInEnglish } from '../../lib/language-test-support.ts';
import { FundSummary } from './components/fund-summary.tsx';
import en from './i18n/en-CA.ts';
import { confirmQuestion, givenSummary, PRESETS, validationText } from './lib/donate-form.ts';

const fund: TCommunityFund = {
  balanceCents: 123_450,
  donorCount: 1200,
  myTotalCents: 1500,
  myDonationCount: 2,
} as TCommunityFund;

describe('the donate page in French', () => {
  startsInEnglish();

  it('shows the fund, the one-tap amounts and the question in French, amounts the French way', async () => {
    await loadCatalogs(['donate']);
    await changeLocale('fr-CA');
    const html = renderToStaticMarkup(<FundSummary fund={fund} />);
    expect(html).toContain('aria-label="Chiffres du Fonds communautaire"');
    expect(html).toContain('Dans le fonds');
    expect(html).toContain('1\u00a0234,50\u00a0BITS™');
    expect(html).toContain('1\u00a0200');
    expect(html).toContain('15,00\u00a0BITS™ en 2 dons');
    expect(givenSummary(500, 1)).toBe('5,00\u00a0BITS™ en 1 don');
    expect(givenSummary(0, 0)).toBe('Rien pour l’instant');
    expect(PRESETS[1]?.label).toBe('10\u00a0BITS');
    expect(confirmQuestion(123_456)).toBe('Donner 1\u00a0234,56\u00a0BITS™ au Fonds communautaire\u00a0?');
    expect(validationText(DONATION_MESSAGES.amountMax)).toBe(
      'Un don peut être d’au plus 10\u00a0000\u00a0BITS.',
    );
    expect(validationText(VALIDATION_MESSAGES.pinDigits)).toBe('Le NIP doit compter 4 chiffres en tout.');
  });

  it('words the amount limits in English as the contracts do', () => {
    expect(en['donate.v.amountMin']).toBe(DONATION_MESSAGES.amountMin);
    expect(en['donate.v.amountMax']).toBe(DONATION_MESSAGES.amountMax);
  });
});
