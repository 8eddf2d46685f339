import { describe, expect, it } from 'vitest';
import {
  formatAverage,
  initialsOfName,
  ratingAriaLabel,
  ratingSummaryText,
  reviewCountLabel,
} from './member-format.ts';

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
