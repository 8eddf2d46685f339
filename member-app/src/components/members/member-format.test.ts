// First: the language module reaches the API client, whose modules read local storage when loaded.
import '../../lib/memory-local-storage.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalogs } from '../../lib/i18n.ts';
import {
  formatAverage,
  heartsText,
  initialsOfName,
  ratingAriaLabel,
  ratingSummaryText,
  reviewCountLabel,
} from './member-format.ts';

beforeAll(async () => {
  // The words are the frame's catalog's, in English.
  await loadCatalogs(['app'], 'en-CA');
  i18n.activate('en-CA');
});

describe('member format', () => {
  it('shows the average with one decimal and counts reviews', () => {
    expect(formatAverage(4.5)).toBe('4.5');
    expect(formatAverage(5)).toBe('5.0');
    expect(formatAverage(4.66)).toBe('4.7');
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(0)).toBe('0 reviews');
    expect(reviewCountLabel(1204)).toBe('1,204 reviews');
  });

  it('summarises a rating, or says there is none', () => {
    expect(ratingSummaryText({ average: 4.7, count: 12 })).toBe('4.7 · 12 reviews');
    expect(ratingSummaryText({ average: null, count: 0 })).toBe('No reviews yet');
    expect(ratingSummaryText({ average: 0, count: 0 })).toBe('No reviews yet');
    expect(ratingAriaLabel({ average: 5, count: 1 })).toBe('Rated 5.0 out of 5 hearts from 1 review');
  });

  it('takes up to two initials of a public name', () => {
    expect(initialsOfName('Priya S.')).toBe('PS');
    expect(initialsOfName('Riverdale Bike Works')).toBe('RB');
    expect(initialsOfName('élodie')).toBe('É');
    expect(initialsOfName('  ')).toBe('?');
  });
});

describe('member format in French', () => {
  afterEach(() => {
    // Other files of this worker read in English.
    i18n.activate('en-CA');
  });

  it('counts reviews and hearts the French way', async () => {
    await loadCatalogs(['app'], 'fr-CA');
    i18n.activate('fr-CA');
    expect(reviewCountLabel(0)).toBe('0 avis');
    expect(reviewCountLabel(1204)).toMatch(/^1\s204 avis$/u);
    expect(ratingSummaryText({ average: null, count: 0 })).toBe('Aucun avis pour l’instant');
    expect(heartsText(1)).toBe('1 cœur');
    expect(heartsText(4)).toBe('4 cœurs');
  });
});
