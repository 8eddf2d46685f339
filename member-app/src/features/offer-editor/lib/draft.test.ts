import { OFFER_MESSAGES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { monthGrid, monthRange, shiftMonth } from '../../../lib/calendar.ts';
import { emptyDraft, formatPrice, publishProblems, sanitizeMoney, toOfferBody } from './draft.ts';
import { canOpenStep, firstOpenStep, initialSteps, reopenFrom, withCompleted } from './steps.ts';

describe('offer editor helpers', () => {
  it('money input keeps digits and one point with two decimals', () => {
    expect(sanitizeMoney('12a.3.45e')).toBe('12.34');
    expect(sanitizeMoney('-5')).toBe('5');
    expect(sanitizeMoney('7.')).toBe('7.');
  });

  it('builds the API body: cents, numbers for whole-number fields, general location left to the server', () => {
    const draft = {
      ...emptyDraft(),
      category: 'Vacation Rentals' as const,
      title: ' Cottage ',
      description: 'Cosy cottage on the lake.',
      details: { guests: '6', bedrooms: '3', bathrooms: '' },
      priceType: 'Fixed' as const,
      price: '150.5',
    };
    const body = toOfferBody(draft);
    expect(body).toMatchObject({ title: 'Cottage', priceCents: 15_050, details: { guests: 6, bedrooms: 3 } });
    expect(body).not.toHaveProperty('latitude');
    expect(publishProblems(draft)).toEqual([{ step: 2, message: OFFER_MESSAGES.bathrooms }]);
    expect(formatPrice(15_050, 'Hourly')).toBe('150.50 BITS™/hr');
    expect(formatPrice(null, 'See Description')).toBe('See Description');
  });

  it('opens steps only in order and reopens later steps', () => {
    let steps = initialSteps();
    expect(canOpenStep(steps, 2)).toBe(false);
    steps = withCompleted(withCompleted(steps, 1), 2);
    expect(canOpenStep(steps, 3)).toBe(true);
    expect(firstOpenStep(steps)).toBe(3);
    expect(firstOpenStep(reopenFrom(steps, 2))).toBe(2);
  });

  it('lays out a month in weeks starting on Sunday', () => {
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    const weeks = monthGrid('2025-06'); // 1 June 2025 is a Sunday
    expect(weeks[0]?.[0]).toBe('2025-06-01');
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
});
