// First: the API client's modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import {
  OFFER_CATEGORIES,
  OFFER_MEDIA_MESSAGES,
  OFFER_MESSAGES,
  PRICE_TYPES,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { changeLocale, loadCatalogs, t } from '../../lib/i18n.ts';
import { startsInEnglish } from '../../lib/language-test-support.ts';
import { EditorPage } from './components/editor-page.tsx';
import { OfferPreview, type PreviewOffer } from './components/offer-preview.tsx';
import en from './i18n/en-CA.ts';
import { DETAIL_FIELDS, emptyDraft, publishProblems } from './lib/draft.ts';
import { STEP_NAMES } from './lib/steps.ts';
import { CATEGORY_LABEL, fieldHint, messageIn, PRICE_TYPE_LABEL, stepName } from './lib/text.ts';

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

const rental: PreviewOffer = {
  category: 'Cars & Vehicles',
  title: 'Civic 2015',
  description: 'Runs well.',
  details: { make: 'Honda', mileageKm: 85000, transmission: 'MANUAL' },
  priceCents: 4000,
  priceType: 'Hourly',
  place: null,
  videoUrl: '',
  photos: [],
};

describe('the offer editor in French', () => {
  startsInEnglish();

  it('shows the review of an offer in English, then in French', async () => {
    await loadCatalogs(['offer-editor']);
    const page = () =>
      render(
        <EditorPage title={t('offer-editor.review.title')}>
          <OfferPreview offer={rental} editLinks={{ 2: '/create-offer?step=2' }} />
        </EditorPage>,
      );
    const english = page();
    expect(english).toContain('Review your offer');
    expect(english).toContain('aria-label="Close"');
    expect(english).toContain('No photos.');
    expect(english).toContain('aria-label="Edit Offer"');
    expect(english).toContain('Cars &amp; Vehicles');
    expect(english).toContain('Mileage');
    expect(english).toContain('Manual');
    expect(english).toContain('40.00 BITS™/hr');
    expect(english).toContain('Hourly');
    expect(english).toContain('Your general location');

    await changeLocale('fr-CA');
    const french = page();
    expect(french).toContain('Revoyez votre offre');
    expect(french).toContain('aria-label="Fermer"');
    expect(french).toContain('Aucune photo.');
    expect(french).toContain('aria-label="Modifier\u00a0: Offre"');
    expect(french).toContain('Autos et véhicules');
    expect(french).toContain('Kilométrage');
    expect(french).toContain('85\u00a0000\u00a0km');
    expect(french).toContain('Manuelle');
    expect(french).toContain('40,00\u00a0BITS™/h');
    expect(french).toContain('À l’heure');
    expect(french).toContain('Votre emplacement général');
    expect(french).not.toContain('Your general location');
  });

  it('words the form checks and the missing parts in French', async () => {
    await loadCatalogs(['offer-editor']);
    await changeLocale('fr-CA');
    expect(messageIn(t, OFFER_MESSAGES.titleMin)).toBe('Le titre doit compter au moins 3 caractères.');
    expect(messageIn(t, VALIDATION_MESSAGES.fileType)).toBe(
      'Type de fichier invalide. Veuillez téléverser une image JPEG, PNG ou WebP.',
    );
    expect(messageIn(t, 'Something the catalog does not have.')).toBe('Something the catalog does not have.');
    const problems = publishProblems({ ...emptyDraft(), category: 'Product', title: 'ab' });
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(messageIn(t, p.message), p.message).not.toBe(p.message);
    expect(stepName(t, 3)).toBe('Prix et lieu');
  });
});

describe("the offer editor catalog's English", () => {
  it("is the editor's own words and the contracts' text letter for letter", async () => {
    await loadCatalogs(['offer-editor']);
    for (const c of OFFER_CATEGORIES) expect(en[CATEGORY_LABEL[c]]).toBe(c);
    for (const p of PRICE_TYPES) expect(en[PRICE_TYPE_LABEL[p]]).toBe(p);
    for (const [i, name] of STEP_NAMES.entries())
      expect(en[`offer-editor.step.${i + 1}` as keyof typeof en]).toBe(name);
    for (const field of Object.values(DETAIL_FIELDS).flat()) {
      expect(en[`offer-editor.field.${field.name}` as keyof typeof en]).toBe(field.label);
      if (field.hint) expect(fieldHint(t, field.name, undefined)).toBe(field.hint);
      for (const o of field.options ?? [])
        expect(en[`offer-editor.choice.${o.value}` as keyof typeof en]).toBe(o.label);
    }
    const sources = { offer: OFFER_MESSAGES, validation: VALIDATION_MESSAGES, media: OFFER_MEDIA_MESSAGES };
    for (const [id, text] of Object.entries(en)) {
      const [, group, key] = id.split('.');
      const source = sources[group as keyof typeof sources] as Record<string, string> | undefined;
      if (source && key) expect(text, id).toBe(source[key]);
    }
  });
});
