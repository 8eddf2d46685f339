// First: the API client's modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import type { TMembershipPlan } from '@barterbits/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs, startLanguage, t } from '../../lib/i18n.ts';
import { MembershipStatusChip, periodEndText } from './components/membership-status.tsx';
import { PlanSummary } from './routes/subscription.tsx';

const plan = {
  id: 'p1',
  name: 'BarterBits',
  description: '',
  priceCents: 123450,
  currency: 'CAD',
  interval: 'month',
  intervalCount: 1,
} as TMembershipPlan;
const end = '2026-11-30T17:00:00.000Z';

describe('the membership pages in French', () => {
  beforeAll(() => startLanguage('en-CA'));
  afterEach(async () => {
    // Other files of this worker render in English.
    await changeLocale('en-CA');
  });

  it('reads the status, period and plan in English as before', async () => {
    await loadCatalogs(['membership', 'forms']);
    expect(renderToStaticMarkup(<MembershipStatusChip status="CANCELLED" />)).toContain('>Cancelled<');
    expect(periodEndText({ status: 'CANCELLED', currentPeriodEnd: end, hasAccess: true })).toMatch(
      /^Cancelled: your access continues until Nov/,
    );
    expect(renderToStaticMarkup(<PlanSummary plan={plan} />)).toContain('/ month');
    expect(t('membership.cancelPage.lead', { date: 'Nov 30, 2026' })).toBe(
      "We're sorry to see you go. Your membership stays active until Nov 30, 2026. After that you can no longer create offers, buy, sell or send gifts. You can renew at any time.",
    );
  });

  it('reads them in French, dates and amounts the French way', async () => {
    await loadCatalogs(['membership', 'forms']);
    await changeLocale('fr-CA');
    expect(renderToStaticMarkup(<MembershipStatusChip status="ACTIVE" />)).toContain('>Actif<');
    expect(periodEndText({ status: 'ACTIVE', currentPeriodEnd: end, hasAccess: true })).toBe(
      'Payé jusqu’au 30 nov. 2026',
    );
    expect(periodEndText({ status: 'EXPIRED', currentPeriodEnd: end, hasAccess: false })).toBe(
      'Expiré le 30 nov. 2026',
    );
    const summary = renderToStaticMarkup(<PlanSummary plan={plan} />);
    expect(summary).toContain('aria-label="Forfait d’abonnement"');
    expect(summary).toContain('/ mois');
    expect(summary).toContain('1\u00a0234,50');
  });
});
