import { AUTOCOMPLETE_LISTBOX_MAX_HEIGHT, SEARCH_QUERY_MAX } from '@barterbits/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSuggestions } from '../../lib/offers/get-suggestions.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { searchAdornment } from '../form/search-form.tsx';

/** Typing settles for this long before suggestions are asked for. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;

/**
 * The search field with live suggestions (debounced GET /offer/suggestions) in a keyboard-navigable list;
 * a picked suggestion searches. Its own chunk (the list and its positioning are the heaviest part of the
 * search box), put in place of the plain field as soon as it has loaded.
 */
export const SearchSuggestionsField = ({
  input,
  onInput,
  onPick,
  categoryIds,
  autoFocus,
  label,
  placeholder,
}: {
  input: string;
  onInput: (text: string) => void;
  onPick: (q: string) => void;
  categoryIds?: string;
  autoFocus: boolean;
  label: string;
  placeholder: string;
}) => {
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(input, SUGGESTIONS_DEBOUNCE_MS);
  const suggestions = useSuggestions(open ? debounced : '', categoryIds);
  const options = input.trim() ? (suggestions.data ?? []).map((s) => s.text) : [];
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      fullWidth
      open={open && options.length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      filterOptions={(o) => o}
      inputValue={input}
      onInputChange={(_e, text, reason) => {
        onInput(text);
        if (reason === 'input') setOpen(true);
      }}
      onChange={(_e, picked, reason) => {
        // Enter without a highlighted suggestion submits the form instead.
        if (typeof picked === 'string' && reason === 'selectOption') {
          setOpen(false);
          onInput(picked);
          onPick(picked);
        }
      }}
      loading={suggestions.isFetching}
      slotProps={{ listbox: { style: { maxHeight: AUTOCOMPLETE_LISTBOX_MAX_HEIGHT } } }}
      sx={{ flexGrow: 1, bgcolor: 'background.paper', borderRadius: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={placeholder}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': label,
              maxLength: SEARCH_QUERY_MAX,
              type: 'search',
            },
            input: {
              ...params.slotProps.input,
              startAdornment: searchAdornment,
            },
          }}
        />
      )}
    />
  );
};
