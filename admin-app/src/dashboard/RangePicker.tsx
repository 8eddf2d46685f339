import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { DayField } from '../components/DayField.tsx';
import type { ConsoleKey } from '../i18n/messages.ts';
import { useT } from '../i18n/useT.ts';
import {
  customRangeError,
  type DashboardRange,
  RANGE_PRESETS,
  type RangeChoice,
  type RangePreset,
} from './range.ts';

/** Each range choice's message. */
const RANGE_CHOICE_KEYS = {
  'last-7-days': 'console.dashboard.rangeChoice.last-7-days',
  'last-30-days': 'console.dashboard.rangeChoice.last-30-days',
  'last-90-days': 'console.dashboard.rangeChoice.last-90-days',
  'this-month': 'console.dashboard.rangeChoice.this-month',
  custom: 'console.dashboard.rangeChoice.custom',
} as const satisfies Record<RangeChoice, ConsoleKey>;

/**
 * The range's controls: "Date range" (the presets and Custom range); for custom days, "From" and "To"
 * with Apply, checked by the contract's rules before the URL changes.
 */
export const RangePicker = ({
  range,
  onPreset,
  onCustom,
}: {
  range: DashboardRange;
  onPreset: (preset: RangePreset) => void;
  onCustom: (from: string, to: string) => void;
}) => {
  const [choice, setChoice] = useState<RangeChoice>(range.choice);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | undefined>(range.error);
  const t = useT();

  // The URL wins when it changes (back button, a shared link).
  useEffect(() => {
    setChoice(range.choice);
    setFrom(range.from);
    setTo(range.to);
    setError(range.error);
  }, [range.choice, range.from, range.to, range.error]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const problem = customRangeError(from, to);
    setError(problem);
    if (!problem) onCustom(from, to);
  };

  return (
    <Stack
      component="form"
      aria-label={t('console.dashboard.rangeOf')}
      onSubmit={apply}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 2, alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}
    >
      <TextField
        select
        label={t('console.dashboard.dateRange')}
        value={choice}
        onChange={(e) => {
          const next = e.target.value as RangeChoice;
          setChoice(next);
          if (next !== 'custom') onPreset(next);
        }}
        sx={{ minWidth: 200 }}
      >
        {[...RANGE_PRESETS, 'custom' as const].map((c) => (
          <MenuItem key={c} value={c}>
            {t(RANGE_CHOICE_KEYS[c])}
          </MenuItem>
        ))}
      </TextField>
      {choice === 'custom' ? (
        <>
          <DayField
            label={t('console.dashboard.from')}
            value={from}
            onChange={setFrom}
            required
            error={error ? '' : undefined}
          />
          <DayField label={t('console.dashboard.to')} value={to} onChange={setTo} required error={error} />
          <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
            {t('console.dashboard.apply')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
};
