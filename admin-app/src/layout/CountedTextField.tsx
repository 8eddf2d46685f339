import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A multi-line text field cut at `max` characters, with an "n/max" counter under it (reasons, notes). */
export const CountedTextField = ({
  value,
  onChange,
  max,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'helperText'> & {
  value: string;
  onChange: (value: string) => void;
  max: number;
}) => (
  <TextField
    multiline
    {...props}
    value={value}
    onChange={(e) => onChange(e.target.value.slice(0, max))}
    helperText={`${value.length}/${max}`}
  />
);
