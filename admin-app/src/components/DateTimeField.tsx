import { formatDate, formatDateTime } from '@barterbits/contracts';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { type FieldProps, useFieldValue } from 'react-admin';

export interface DateTimeFieldProps extends FieldProps {
  /** "Nov 23, 2026, 10:48 p.m." instead of "Nov 23, 2026". */
  showTime?: boolean;
}

/**
 * The console's one date field: the record's `source` in the shared format (contracts `format.ts`,
 * en-CA, the admin's own time zone), in place of react-admin's `DateField` and its browser-locale
 * output. Nothing to show renders `emptyText`, or nothing when there is none (as `DateField` does).
 */
export const DateTimeField = ({ showTime = false, emptyText, className, ...props }: DateTimeFieldProps) => {
  const value = useFieldValue(props);
  const text = (showTime ? formatDateTime : formatDate)(value);
  if (!text && !emptyText) return null;
  return (
    <Typography component="span" variant="body2" className={className}>
      {text
        ? // A narrow column wraps only after a comma ("Nov 23, 2026," / "10:48 p.m."), never inside a part.
          text.split(/(?<=,) /).map((part, i) => (
            <Fragment key={part}>
              {i > 0 ? ' ' : null}
              <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
            </Fragment>
          ))
        : emptyText}
    </Typography>
  );
};
