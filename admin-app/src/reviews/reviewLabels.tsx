import { formatBits, HEARTS_MAX, HEARTS_MIN, heartsLabel, type ReviewReaction } from '@barterbits/contracts';
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import type { ConsoleKey } from '../i18n/messages.ts';
import { englishText, type Translate, useT } from '../i18n/useT.ts';

/** The hearts filter: 1 to 5, labelled as members see them ("4 Hearts"). */
export const HEARTS_CHOICES = Array.from(
  { length: HEARTS_MAX - HEARTS_MIN + 1 },
  (_, i) => HEARTS_MIN + i,
).map((n) => ({ id: String(n), name: heartsLabel(n) }));

/** Yes / No filters (reported, enabled). */
export const YES_NO_CHOICES = [
  { id: 'true', name: 'console.reviews.view.yes' },
  { id: 'false', name: 'console.reviews.view.no' },
];

/** Each vote's message (a withdrawn vote is NEUTRAL). */
export const REACTION_KEYS = {
  LIKE: 'console.reviews.view.reaction.LIKE',
  DISLIKE: 'console.reviews.view.reaction.DISLIKE',
  NEUTRAL: 'console.reviews.view.reaction.NEUTRAL',
} as const satisfies Record<ReviewReaction, ConsoleKey>;

/** A review's trade as members see it: "Full bike tune-up · verified barter of 40.00 BITS™". */
export const tradeLabel = (trade: { offerTitle: string; amountCents: number }, t: Translate = englishText) =>
  t('console.reviews.view.trade', { title: trade.offerTitle, amount: formatBits(trade.amountCents) });

/** A review's text cut for a list cell. */
export const excerpt = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Enabled / Disabled as a chip, from `enabled` (or the record's). */
export const ReviewStateChip = ({ enabled }: { enabled?: boolean }) => {
  const record = useRecordContext<{ enabled: boolean }>();
  const t = useT();
  const value = enabled ?? record?.enabled;
  if (value === undefined) return null;
  return (
    <Chip
      size="small"
      label={t(value ? 'console.reviews.view.stateEnabled' : 'console.reviews.view.stateDisabled')}
      color={value ? 'success' : 'error'}
    />
  );
};

/** A hearts filter choice in the console's language ("4 Hearts", « 4 cœurs »). */
export const HeartsChoice = () => {
  const t = useT();
  const choice = useRecordContext<{ id: string }>();
  return <>{choice ? t('console.reviews.view.hearts', { smart_count: Number(choice.id) }) : null}</>;
};
