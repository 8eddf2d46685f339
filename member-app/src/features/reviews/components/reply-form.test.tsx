// First: the API client's modules (reached through the language module) read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import { REVIEW_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs, startLanguage } from '../../../lib/i18n.ts';
import { reviewFieldMessage } from '../lib/field-message.ts';
import { CHOOSE_PURCHASE_MESSAGE } from '../lib/forms.ts';
import { ReplyForm } from './reply-form.tsx';
import { ReviewPage } from './review-page.tsx';

const mutation = { mutate: () => {}, isPending: false, error: null };
const render = () =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ReviewPage title="Reply" onBack={() => {}}>
        <ReplyForm
          reviewId="r1"
          label="Reply"
          defaultText=""
          submitLabel="Post reply"
          mutation={mutation}
          successMessage="Posted"
          onCancel={() => {}}
        />
      </ReviewPage>
    </MemoryRouter>,
  );

describe('the review forms in English and French', () => {
  beforeAll(async () => {
    startLanguage('en-CA');
    await loadCatalogs(['reviews', 'forms']);
  });
  afterEach(() => changeLocale('en-CA'));

  it('reads the reply form in English, as before', () => {
    const html = render();
    expect(html).toContain('Your reply');
    expect(html).toContain('>Cancel</button>');
    expect(html).toContain('Back');
    expect(reviewFieldMessage(REVIEW_MESSAGES.hearts)).toBe(REVIEW_MESSAGES.hearts);
    expect(reviewFieldMessage(CHOOSE_PURCHASE_MESSAGE)).toBe(CHOOSE_PURCHASE_MESSAGE);
  });

  it('reads the reply form and the review rules in French', async () => {
    await changeLocale('fr-CA');
    const html = render();
    expect(html).toContain('Votre réponse');
    expect(html).toContain('>Annuler</button>');
    expect(html).toContain('Retour');
    expect(html).not.toContain('Your reply');
    expect(reviewFieldMessage(REVIEW_MESSAGES.hearts)).toBe('Choisissez de 1 à 5 cœurs.');
    expect(reviewFieldMessage(CHOOSE_PURCHASE_MESSAGE)).toBe('Choisissez le troc que vous évaluez.');
    expect(reviewFieldMessage(VALIDATION_MESSAGES.required)).toBe('Champ obligatoire.');
    // A server refusal comes in the request's language already.
    expect(reviewFieldMessage('Déjà fait.')).toBe('Déjà fait.');
  });
});
