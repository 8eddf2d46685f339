import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { tOr, useT } from '../../lib/i18n.ts';
import { heartsText } from '../members/member-format.ts';
import { HEART_VALUES } from './review-rules.ts';

/**
 * The hearts control (spec §3: hearts labelled "N Heart(s)"): a radio group of five hearts, filled up
 * to the chosen one (and to the hovered one while pointing). Arrow keys move the choice; each heart is
 * a 44 px target named "1 Heart" … "5 Hearts".
 */
export const HeartsInput = ({
  value,
  onChange,
  label,
  error,
  required = true,
  disabled = false,
  name = 'hearts',
  inputRef,
}: {
  value: number | undefined;
  onChange: (hearts: number) => void;
  label?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /** react-hook-form's ref, so a failed submit focuses the group. */
  inputRef?: React.Ref<HTMLInputElement>;
}) => {
  useT();
  const id = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <FormControl component="fieldset" error={error !== undefined} required={required} disabled={disabled}>
      <FormLabel component="legend" id={`${id}-label`}>
        {label ?? tOr('app.reviews.yourRating', 'Your rating')}
      </FormLabel>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5 }}>
        <RadioGroup
          row
          name={name}
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(Number(e.target.value))}
          onMouseLeave={() => setHover(null)}
          sx={{ flexWrap: 'nowrap' }}
        >
          {HEART_VALUES.map((n, i) => (
            <Radio
              key={n}
              value={String(n)}
              onMouseEnter={() => setHover(n)}
              icon={n <= shown ? <FavoriteIcon /> : <FavoriteBorderIcon />}
              checkedIcon={<FavoriteIcon />}
              slotProps={{ input: { 'aria-label': heartsText(n), ref: i === 0 ? inputRef : undefined } }}
              sx={{
                p: '10px',
                color: n <= shown ? 'error.main' : 'text.secondary',
                '&.Mui-checked': { color: 'error.main' },
              }}
            />
          ))}
        </RadioGroup>
        <Typography aria-hidden sx={{ color: 'text.secondary', minWidth: 72 }}>
          {shown > 0 ? heartsText(shown) : tOr('app.reviews.choose', 'Choose')}
        </Typography>
      </Stack>
      {error ? <FormHelperText id={`${id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
};
