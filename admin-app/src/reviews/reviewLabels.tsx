import { formatBits, HEARTS_MAX, HEARTS_MIN, heartsLabel, type ReviewReaction } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';

/** The hearts filter: 1 to 5, labelled as members see them ("4 Hearts"). */
export const HEARTS_CHOICES = Array.from(
  { length: HEARTS_MAX - HEARTS_MIN + 1 },
  (_, i) => HEARTS_MIN + i,
).map((n) => ({ id: String(n), name: heartsLabel(n) }));

/** Yes / No filters (reported, enabled). */
export const YES_NO_CHOICES = [
  { id: 'true', name: 'Yes' },
  { id: 'false', name: 'No' },
];

export const REACTION_LABELS: Record<ReviewReaction, string> = {
  LIKE: 'Like',
  DISLIKE: 'Dislike',
  NEUTRAL: 'Withdrawn',
};

/** A review's trade as members see it: "Full bike tune-up · verified barter of 40.00 BITS™". */
export const tradeLabel = (trade: { offerTitle: string; amountCents: number }) =>
  `${trade.offerTitle} · verified barter of ${formatBits(trade.amountCents)}`;

/** A review's text cut for a list cell. */
export const excerpt = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Enabled / Disabled as a chip, from `enabled` (or the record's). */
export const ReviewStateChip = ({ enabled }: { enabled?: boolean }) => {
  const record = useRecordContext<{ enabled: boolean }>();
  const value = enabled ?? record?.enabled;
  if (value === undefined) return null;
  return <Chip size="small" label={value ? 'Enabled' : 'Disabled'} color={value ? 'success' : 'error'} />;
};
