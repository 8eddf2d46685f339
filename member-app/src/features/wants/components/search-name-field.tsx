import { SAVED_SEARCH_NAME_MAX } from '@barterbits/contracts';
import TextField from '@mui/material/TextField';

/** A saved search's name, required, with its count of characters or its problem; focused first. */
export const SearchNameField = ({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (name: string) => void;
  error: string | null;
}) => (
  <TextField
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    required
    autoFocus
    error={error !== null}
    helperText={error ?? `${value.length}/${SAVED_SEARCH_NAME_MAX}`}
  />
);
