import { formatDate, parseDay } from '@barterbits/contracts';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type InputProps, useInput, useTranslate } from 'react-admin';
import { useT } from '../i18n/useT.ts';

/** What the field says when the text is no day. */
export const DAY_FIELD_HINT = 'Enter a date like Nov 28, 2026.'; // the English of console.common.dayHint

export interface DayFieldProps {
  label: string;
  /** The calendar day "YYYY-MM-DD", or '' for none. */
  value: string;
  /** Called with a day, or '' when the field is emptied; never with text that is no day. */
  onChange: (day: string) => void;
  required?: boolean;
  /** An error from the form (shown unless the text itself is wrong). */
  error?: string | undefined;
  name?: string;
}

/**
 * The console's one way to enter a day: written as every table shows it ("Nov 28, 2026"), where the
 * browser's own date box would show mm/dd/yyyy. The admin types the day (also "2026-11-28" or
 * "28 Nov 2026"), read when leaving the field or on Enter, or picks it from the browser's calendar
 * behind the calendar button.
 */
export const DayField = ({ label, value, onChange, required = false, error, name }: DayFieldProps) => {
  const [text, setText] = useState(formatDate(value));
  const [wrong, setWrong] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const t = useT();

  // A new value from outside (the URL, a reset, the calendar) is shown in the console's format.
  useEffect(() => {
    setText(formatDate(value));
    setWrong(false);
  }, [value]);

  const commit = () => {
    if (text.trim() === '') {
      setWrong(false);
      if (value !== '') onChange('');
      return;
    }
    const day = parseDay(text);
    setWrong(day === null);
    if (day === null) return;
    setText(formatDate(day));
    if (day !== value) onChange(day);
  };

  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    input.value = value;
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker: the typed day still works.
      input.focus();
    }
  };

  const message = wrong ? t('console.common.dayHint', { example: formatDate('2026-11-28') }) : error;
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', flexDirection: 'column' }}>
      <TextField
        label={label}
        name={name}
        value={text}
        required={required}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e: KeyboardEvent) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        error={message !== undefined}
        slotProps={{
          htmlInput: { 'aria-describedby': message ? hintId : undefined, inputMode: 'text' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t('console.common.chooseOnCalendar', { label })}
                  onClick={openCalendar}
                  edge="end"
                >
                  <CalendarMonthOutlinedIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: 190 }}
      />
      {/* Not MUI's helper text: the console's filter bar hides that. */}
      {message ? (
        <Typography
          id={hintId}
          role={wrong ? 'alert' : undefined}
          variant="caption"
          color="error"
          sx={{ mx: 1.75, mt: 0.5, maxWidth: 260 }}
        >
          {message}
        </Typography>
      ) : null}
      {/* The browser's calendar, opened by the button; its answer is a day like any typed one. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={value}
        onChange={(e) => onChange(e.target.value)}
        style={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          width: 1,
          height: 1,
          opacity: 0,
          pointerEvents: 'none',
          border: 0,
        }}
      />
    </Box>
  );
};

/** A react-admin filter or form input over {@link DayField}: its `source` holds "YYYY-MM-DD". */
export const DayInput = ({
  label,
  source,
  alwaysOn: _alwaysOn,
  ...rest
}: InputProps & { label: string; alwaysOn?: boolean }) => {
  const { field, fieldState } = useInput({ source, ...rest });
  const translate = useTranslate();
  return (
    <DayField
      label={translate(label, { _: label })}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(day) => field.onChange(day === '' ? null : day)}
      error={fieldState.error?.message}
    />
  );
};
