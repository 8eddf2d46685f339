import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from '@barterbits/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, loadCatalogs, startLanguage } from '../../../lib/i18n.ts';
import { type FeedbackFormValues, feedbackDefaults, reportDefaults } from '../lib/feedback-form.ts';
import { feedbackMessage } from '../lib/field-message.ts';
import { POW_FAILED_MESSAGE } from '../lib/proof-of-work.ts';
import { useFeedbackForm } from '../lib/use-feedback-form.ts';
import { CountedTextField } from './counted-text-field.tsx';
import { KindAndRatingFields, MessageField } from './feedback-fields.tsx';
import { FeedbackFormPage } from './feedback-form-page.tsx';
import { FeedbackItem } from './feedback-item.tsx';

// The app's API client (imported by the send hook) keeps state in localStorage, absent under node.
vi.hoisted(() => {
  const store = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
});

const Harness = ({ defaults, error }: { defaults: FeedbackFormValues; error?: unknown }) => {
  const { form } = useFeedbackForm(defaults);
  return (
    <FeedbackFormPage
      title="Send feedback"
      subtitle="Tell us."
      error={error}
      onSubmit={form.handleSubmit(() => {})}
    >
      <KindAndRatingFields form={form} disabled={false} />
      <CountedTextField
        form={form}
        name="subject"
        label="Subject (optional)"
        max={FEEDBACK_LIMITS.subjectMax}
        disabled
      />
      <MessageField form={form} label="Your message" disabled={false} />
    </FeedbackFormPage>
  );
};

const render = (defaults: FeedbackFormValues, error?: unknown) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <Harness defaults={defaults} error={error} />
      </QueryClientProvider>
    </MemoryRouter>,
  ).replace(/<style[^>]*>.*?<\/style>/g, '');

beforeAll(async () => {
  startLanguage('en-CA');
  await loadCatalogs(['feedback', 'forms']);
});
afterEach(() => changeLocale('en-CA'));

describe('the shared feedback form pieces', () => {
  it('name the form by the page title and its fields by their labels', () => {
    const html = render(feedbackDefaults());
    expect(html).toMatch(/<form[^>]*aria-label="Send feedback"/);
    expect(html).toContain('What are you sending?');
    for (const kind of ['FEEDBACK', 'PROBLEM', 'SUGGESTION']) expect(html).toContain(`value="${kind}"`);
    expect(html).toContain('Your rating');
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*required=""[^>]*maxLength="249"/);
    expect(html).toContain(`0/${FEEDBACK_LIMITS.messageMax}`);
    expect(html.match(/<input[^>]*name="subject"[^>]*>/)?.[0]).toContain('disabled=""');
    expect(html).not.toContain('role="alert"');
  });

  it('count what the field already holds', () => {
    expect(render({ ...feedbackDefaults(), message: 'Hello' })).toContain(`5/${FEEDBACK_LIMITS.messageMax}`);
  });

  it('ask the rating only where the kind needs one', () => {
    const required = /<legend[^>]*Mui-required[^>]*>Your rating/;
    expect(render(feedbackDefaults())).toMatch(required);
    expect(render(reportDefaults('PROBLEM'))).not.toMatch(required);
  });

  it('show a refused send above the fields', () => {
    expect(render(feedbackDefaults(), new Error('Too many messages.'))).toContain('Too many messages.');
  });
});

describe('the feedback form in French', () => {
  it('reads the kinds, their lines, the rating and a refused field in French', async () => {
    await changeLocale('fr-CA');
    const html = render(feedbackDefaults());
    expect(html).toContain('Que nous envoyez-vous\u00a0?');
    expect(html).toContain('Commentaire');
    expect(html).toContain('Une idée pour améliorer BarterBits.');
    expect(html).toContain('Votre note');
    expect(html).not.toContain('What are you sending?');
    expect(feedbackMessage(FEEDBACK_MESSAGES.messageMin)).toBe('Veuillez écrire au moins 10 caractères.');
    expect(feedbackMessage(POW_FAILED_MESSAGE)).toMatch(/^Nous n’avons pas pu vérifier/);
    expect(feedbackMessage(null)).toBeNull();
    const item = renderToStaticMarkup(
      <FeedbackItem
        item={
          {
            id: 'f1',
            kind: 'ISSUE',
            kindLabel: 'Issue',
            status: 'ANSWERED',
            statusLabel: 'Answered',
            subject: null,
            message: 'La carte ne charge pas.',
            steps: null,
            rating: null,
            screenshotUrl: null,
            answer: 'Corrigé.',
            answeredAt: null,
            createdAt: '2026-11-30T14:05:00Z',
          } as never
        }
      />,
    );
    for (const text of ['Anomalie', 'Répondu', 'Envoyé le', 'Notre réponse']) expect(item).toContain(text);
    expect(item).not.toContain('Answered');
  });
});
