import { setFormatLocale } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { detailRows, distanceLabel, groupedBits, openStreetMapUrl, priceLabel } from './format.ts';

describe('offer labels', () => {
  it('shows prices in BITS with thousands and two decimals', () => {
    expect(groupedBits(123450)).toBe('1,234.50');
    expect(groupedBits(5)).toBe('0.05');
    expect(priceLabel(123450, 'Fixed')).toBe('1,234.50 BITS™');
    expect(priceLabel(4000, 'Hourly')).toBe('40.00 BITS™/hr');
    expect(priceLabel(4000, 'See Description')).toBe('See Description');
    expect(priceLabel(null, 'Fixed')).toBe('See Description');
  });

  it('rounds distances for reading', () => {
    expect(distanceLabel(null)).toBeNull();
    expect(distanceLabel(0.04)).toBe('< 0.1 km');
    expect(distanceLabel(3.14)).toBe('3.1 km');
    expect(distanceLabel(12.6)).toBe('13 km');
    expect(distanceLabel(3400)).toBe('3,400 km');
  });

  it('writes distances the French way for a French reader', () => {
    setFormatLocale('fr-CA');
    try {
      expect(distanceLabel(0.04)).toBe('< 0,1\u00a0km');
      expect(distanceLabel(3.14)).toBe('3,1\u00a0km');
      expect(distanceLabel(3400)).toBe('3\u00a0400\u00a0km');
    } finally {
      setFormatLocale('en-CA');
    }
  });

  it('lists the set category fields with readable values', () => {
    expect(
      detailRows('Cars & Vehicles', {
        make: 'Honda',
        model: 'Civic',
        year: 2018,
        mileageKm: 85000,
        transmission: 'AUTOMATIC',
        fuel: 'GAS',
      }),
    ).toEqual([
      { label: 'Make', value: 'Honda' },
      { label: 'Model', value: 'Civic' },
      { label: 'Year', value: '2018' },
      { label: 'Mileage', value: '85,000 km' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel', value: 'Gas' },
    ]);
    expect(detailRows('Product', { condition: 'LIKE_NEW' })).toEqual([
      { label: 'Condition', value: 'Like new' },
    ]);
    expect(detailRows('Vacation Rentals', {})).toEqual([]);
  });

  it('links a position to OpenStreetMap', () => {
    expect(openStreetMapUrl(49.2827, -123.1207)).toBe(
      'https://www.openstreetmap.org/?mlat=49.28270&mlon=-123.12070#map=14/49.28270/-123.12070',
    );
  });
});
