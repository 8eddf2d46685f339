import {
  CHAT_REPORT_REASON_LABELS,
  OFFER_REPORT_REASON_LABELS,
  REVIEW_REPORT_REASON_LABELS,
} from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import type { ConsoleKey } from '../i18n/messages.ts';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import { reasonChoices, reasonLabel } from './reportReasons.ts';

describe('reasonLabel', () => {
  it("reads each reason in English as the contracts' labels do", () => {
    for (const labels of [OFFER_REPORT_REASON_LABELS, REVIEW_REPORT_REASON_LABELS, CHAT_REPORT_REASON_LABELS])
      for (const [reason, label] of Object.entries(labels)) expect(reasonLabel(reason)).toBe(label);
    expect(reasonLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(reasonChoices(['ITS_SPAM'])).toEqual([{ id: 'ITS_SPAM', name: 'console.reasons.ITS_SPAM' }]);
  });

  it("reads in French with the console's French messages", async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t = (key: ConsoleKey) => french.translate(key);
    expect(reasonLabel('ITS_SPAM', t)).toBe('C’est du pourriel');
    expect(reasonLabel('NOT_ABOUT_THE_TRADE', t)).toBe('Ne porte pas sur l’échange');
  });
});
