/**
 * The show pages' own words in French: the page titles (feedback, reported message, referral, review,
 * reported review), a feedback's sender, a void referral's notice and a reported message's conversation.
 * Each is drawn in English first (the words the end-to-end suites read), then in French.
 */
import type { TAdminReferral, TChatMessage } from '@barterbits/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  DataProviderContext,
  I18nContext,
  type I18nProvider,
  RecordContextProvider,
  testDataProvider,
} from 'react-admin';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChatConversation } from '../chat-reports/ChatConversation.tsx';
import { ChatReportTitle } from '../chat-reports/ChatReportShow.tsx';
import { channelLabel, messagePreview } from '../chat-reports/chatReportLabels.ts';
import { ChartPanel } from '../dashboard/ChartPanel.tsx';
import { CsvButton } from '../dashboard/DataTable.tsx';
import { FeedbackTitle, SenderSection } from '../feedback/FeedbackShow.tsx';
import { OfferTitle } from '../offers/OfferShow.tsx';
import { ReferralTitle, VoidNotice } from '../referrals/ReferralShow.tsx';
import { ReportedReviewTitle } from '../reported-reviews/ReportedReviewShow.tsx';
import { DisabledBanner, ReviewTitle } from '../reviews/ReviewShow.tsx';
import { ReviewStateChip, tradeLabel } from '../reviews/reviewLabels.tsx';
import { MEMBERSHIP_STATE_KEYS } from '../users/UserMembership.tsx';
import { WalletTransactionTitle } from '../wallet-transactions/WalletTransactionShow.tsx';
import { WantTitle } from '../wants/WantShow.tsx';
import type { ConsoleKey } from './messages.ts';
import { createI18nProvider, loadMessages } from './provider.ts';
import { englishText } from './useT.ts';

let french: I18nProvider;
beforeAll(async () => {
  await loadMessages('fr-CA');
  french = createI18nProvider('fr-CA');
});

/** `node` drawn with `record`, in French when `i18n` is given (else in English, as outside the provider). */
const draw = (node: ReactNode, record: object = {}, i18n?: I18nProvider) => {
  const inner = (
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <DataProviderContext.Provider value={testDataProvider()}>
          <RecordContextProvider value={record}>{node}</RecordContextProvider>
        </DataProviderContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  const html = renderToStaticMarkup(
    i18n ? <I18nContext.Provider value={i18n}>{inner}</I18nContext.Provider> : inner,
  );
  return html.replace(/<style[^>]*>.*?<\/style>/g, '').replace(/&#x27;/g, "'");
};

const member = (name: string) => ({ id: 'u1', displayName: name, email: `${name.toLowerCase()}@example.ca` });

describe('page titles', () => {
  it('name the feedback, the reported message, the referral and the reviews', () => {
    const feedback = { id: 'f1', kind: 'PROBLEM', senderName: 'Sam' };
    expect(draw(<FeedbackTitle />, feedback)).toContain('Problem from Sam');
    expect(draw(<FeedbackTitle />, feedback, french)).toContain('Problème de Sam');

    const report = { id: 'r1', sender: null };
    expect(draw(<ChatReportTitle />, report)).toContain('Reported message from a deleted account');
    expect(draw(<ChatReportTitle />, report, french)).toContain('Message signalé d’un compte supprimé');

    const referral = { id: 'x1', referrer: member('Alex') };
    expect(draw(<ReferralTitle />, referral)).toContain('Referral by Alex');
    expect(draw(<ReferralTitle />, referral, french)).toContain('Parrainage par Alex');

    const review = { id: 'v1', subject: member('Priya'), author: member('Alex') };
    expect(draw(<ReviewTitle />, review)).toContain('Review of Priya by Alex');
    expect(draw(<ReviewTitle />, review, french)).toContain('Avis sur Priya par Alex');
    expect(draw(<ReportedReviewTitle />, review)).toContain('Reported review of Priya');
    expect(draw(<ReportedReviewTitle />, review, french)).toContain('Avis signalé sur Priya');

    expect(draw(<OfferTitle />, { id: 'o1', title: 'Bike' })).toContain('Offer: Bike');
    expect(draw(<OfferTitle />, { id: 'o1', title: 'Bike' }, french)).toContain('Offre\u00a0: Bike');
    expect(draw(<WantTitle />, { id: 'w1', title: 'Bike' })).toContain('Want: Bike');
    expect(draw(<WantTitle />, { id: 'w1', title: 'Bike' }, french)).toContain('Demande\u00a0: Bike');
    expect(draw(<WalletTransactionTitle />, { id: 't1', reference: 'TX-1' }, french)).toContain(
      'Transaction TX-1',
    );
  });
});

describe('show page bodies', () => {
  it("a feedback's sender", () => {
    const feedback = {
      id: 'f1',
      senderType: 'GUEST',
      senderName: 'Sam',
      senderEmail: 'sam@example.ca',
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    expect(draw(<SenderSection />, feedback)).toContain('Guest (no account)');
    const html = draw(<SenderSection />, feedback, french);
    expect(html).toContain('Invité (sans compte)');
    expect(html).not.toContain('Guest');
  });

  it("a void referral's notice", () => {
    const referral = { voidReason: 'Same household', voidedBy: member('Jo') } as unknown as TAdminReferral;
    expect(draw(<VoidNotice r={referral} />)).toContain('Void: Same household (by Jo)');
    expect(draw(<VoidNotice r={referral} />, {}, french)).toContain('Annulé\u00a0: Same household (par Jo)');
  });

  it("a reported message's conversation and labels", () => {
    const message: TChatMessage = {
      id: 'm1',
      channelId: 'c1',
      seq: 1,
      kind: 'IMAGE',
      sender: null,
      clientId: null,
      text: null,
      image: null,
      offer: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const english = draw(<ChatConversation messages={[message]} reportedId="m1" />);
    expect(english).toContain('aria-label="Reported message"');
    expect(english).toContain('Image (no longer available)');
    const html = draw(<ChatConversation messages={[message]} reportedId="m1" />, {}, french);
    expect(html).toContain('aria-label="Message signalé"');
    expect(html).toContain('Image (plus disponible)');
    expect(html).toContain('Compte supprimé');
    expect(draw(<ChatConversation messages={undefined} reportedId="m1" />, {}, french)).toContain(
      'Chargement de la conversation…',
    );
    const t = (key: ConsoleKey) => french.translate(key);
    expect(channelLabel({ kind: 'DIRECT', name: null }, t)).toBe('Conversation privée');
    expect(channelLabel({ kind: 'DIRECT', name: null })).toBe('One-to-one');
    expect(messagePreview({ kind: 'OFFER', text: null }, t)).toBe('Offre');
  });

  it("a review's state and why it is disabled", () => {
    const review = { id: 'v1', enabled: false, disabledReason: 'Abusive' };
    expect(draw(<ReviewStateChip />, review)).toContain('Disabled');
    expect(draw(<ReviewStateChip />, review, french)).toContain('Désactivé');
    expect(draw(<DisabledBanner />, review)).toContain('Disabled: Abusive');
    expect(draw(<DisabledBanner />, review, french)).toContain('Désactivé\u00a0: Abusive');
  });

  it("a table's Download CSV button", () => {
    const button = <CsvButton name="Funnel" fileName="funnel.csv" columns={[]} rows={[]} />;
    expect(draw(button)).toContain('aria-label="Download CSV: Funnel"');
    expect(draw(button, {}, french)).toContain('aria-label="Télécharger le CSV\u00a0: Funnel"');
  });

  it("a member's membership state", () => {
    expect(englishText(MEMBERSHIP_STATE_KEYS.CANCELLED)).toBe('Cancelled');
    expect(french.translate(MEMBERSHIP_STATE_KEYS.CANCELLED)).toBe('Annulé');
  });

  it('an empty chart panel', () => {
    const panel = (
      <ChartPanel title="Funnel" summary="" chart={null} columns={[]} rows={[]} fileName="f.csv" />
    );
    expect(draw(panel)).toContain('Nothing to show for this range.');
    expect(draw(panel, {}, french)).toContain('Rien à afficher pour cette période.');
  });

  it("a review's trade", () => {
    const trade = { offerTitle: 'Bike', amountCents: 4000 };
    expect(tradeLabel(trade)).toMatch(/^Bike · verified barter of 40.00 BITS/);
    expect(tradeLabel(trade, (key, values) => french.translate(key, values))).toMatch(
      /^Bike · troc vérifié de /,
    );
  });
});
