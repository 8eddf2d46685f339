import { HEARTS_MAX, heartsLabel } from '@barterbits/contracts';
import { t, tOr } from '../../lib/i18n.ts';

/** The average hearts with one decimal ("4.5", "5.0"); the server already rounds it to one. */
export const formatAverage = (average: number): string => (Math.round(average * 10) / 10).toFixed(1);

/** "1 review", "12 reviews", "1,204 reviews". */
export const reviewCountLabel = (count: number): string => t('app.reviews.count', { count });

/**
 * "1 Heart", "4 Hearts" (spec §3) in the app's language; in English where the frame's catalog is not loaded
 * (the guest feedback form rates with hearts too).
 */
export const heartsText = (count: number): string => tOr('app.reviews.hearts', heartsLabel(count), { count });

export interface RatingFacts {
  /** null or 0 with no reviews. */
  average: number | null;
  count: number;
}

/** The short line next to the hearts: "4.7 · 12 reviews", or "No reviews yet". */
export const ratingSummaryText = ({ average, count }: RatingFacts): string =>
  count > 0 && average !== null
    ? `${formatAverage(average)} · ${reviewCountLabel(count)}`
    : t('app.reviews.none');

/** What a screen reader hears: "Rated 4.7 out of 5 hearts from 12 reviews". */
export const ratingAriaLabel = ({ average, count }: RatingFacts): string =>
  count > 0 && average !== null
    ? t('app.reviews.ratedAria', {
        average: formatAverage(average),
        max: HEARTS_MAX,
        reviews: reviewCountLabel(count),
      })
    : t('app.reviews.none');

/** Up to two initials of a public name: "Priya S." → "PS", "Riverdale Bike Works" → "RB". */
export const initialsOfName = (name: string): string => {
  const letters = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return letters || '?';
};
