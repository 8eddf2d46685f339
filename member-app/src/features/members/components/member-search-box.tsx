import { MEMBER_SEARCH_MAX } from '@barterbits/contracts';
import ClearIcon from '@mui/icons-material/Clear';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { SearchForm, searchAdornment } from '../../../components/form/search-form.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** Typing settles for this long before the list is asked for again. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 350;

/** Search by name as you type (debounced); Enter searches at once. */
export const MemberSearchBox = ({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
}) => {
  const t = useT();
  const [input, setInput] = useState(value);
  const debounced = useDebouncedValue(input, MEMBER_SEARCH_DEBOUNCE_MS);
  const sent = useRef(value);
  // The address bar changed (back, a link, "Clear search"): the box follows it. Our own search coming
  // back (trimmed) leaves the box as typed, so a trailing space mid-typing is kept.
  useEffect(() => {
    if (value.trim() === sent.current.trim()) return;
    sent.current = value;
    setInput(value);
  }, [value]);
  const send = (q: string) => {
    if (q.trim() === sent.current.trim()) return;
    sent.current = q;
    onSearch(q);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text searches.
  useEffect(() => send(debounced), [debounced]);

  return (
    <SearchForm label={label} onSubmit={() => send(input)}>
      <TextField
        fullWidth
        value={input}
        onChange={(e) => setInput(e.target.value)}
        placeholder={t('members.find.placeholder')}
        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        slotProps={{
          htmlInput: {
            'aria-label': label,
            maxLength: MEMBER_SEARCH_MAX,
            inputMode: 'search',
            enterKeyHint: 'search',
          },
          input: {
            startAdornment: searchAdornment,
            endAdornment: input ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t('members.find.clearSearch')}
                  onClick={() => {
                    setInput('');
                    send('');
                  }}
                  edge="end"
                >
                  <ClearIcon />
                </IconButton>
              </InputAdornment>
            ) : null,
          },
        }}
      />
    </SearchForm>
  );
};
