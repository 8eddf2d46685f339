import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { DayField } from '../components/DayField.tsx';
import {
  customRangeError,
  type DashboardRange,
  RANGE_LABELS,
  RANGE_PRESETS,
  type RangeChoice,
  type RangePreset,
} from './range.ts';

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
      aria-label="Range of the figures"
      onSubmit={apply}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 2, alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}
    >
      <TextField
        select
        label="Date range"
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
            {RANGE_LABELS[c]}
          </MenuItem>
        ))}
      </TextField>
      {choice === 'custom' ? (
        <>
          <DayField label="From" value={from} onChange={setFrom} required error={error ? '' : undefined} />
          <DayField label="To" value={to} onChange={setTo} required error={error} />
          <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
            Apply
          </Button>
        </>
      ) : null}
    </Stack>
  );
};
