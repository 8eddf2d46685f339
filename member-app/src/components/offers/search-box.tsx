import { AUTOCOMPLETE_LISTBOX_MAX_HEIGHT, SEARCH_QUERY_MAX } from '@barterbits/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useSuggestions } from '../../lib/offers/get-suggestions.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { SearchForm, searchAdornment } from '../form/search-form.tsx';

/** Typing settles for this long before suggestions are asked for. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;

/**
 * The offer search box: live suggestions (debounced GET /offer/suggestions) in a keyboard-navigable
 * list; Enter or a picked suggestion searches.
 */
export const SearchBox = ({
  value,
  onSearch,
  categoryIds,
  autoFocus = false,
  label,
}: {
  /** The current search (the box starts with it and follows it when it changes). */
  value: string;
  onSearch: (q: string) => void;
  categoryIds?: string;
  autoFocus?: boolean;
  label?: string;
}) => {
  const t = useT();
  const [input, setInput] = useState(value);
  const [open, setOpen] = useState(false);
  useEffect(() => setInput(value), [value]);
  const debounced = useDebouncedValue(input, SUGGESTIONS_DEBOUNCE_MS);
  const suggestions = useSuggestions(open ? debounced : '', categoryIds);
  const options = input.trim() ? (suggestions.data ?? []).map((s) => s.text) : [];
  const submit = (q: string) => {
    setOpen(false);
    onSearch(q.trim().slice(0, SEARCH_QUERY_MAX));
  };

  return (
    <SearchForm
      label={label ?? t('app.offers.search')}
      onSubmit={() => submit(input)}
      sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}
    >
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
          setInput(text);
          if (reason === 'input') setOpen(true);
        }}
        onChange={(_e, picked, reason) => {
          // Enter without a highlighted suggestion submits the form instead.
          if (typeof picked === 'string' && reason === 'selectOption') {
            setInput(picked);
            submit(picked);
          }
        }}
        loading={suggestions.isFetching}
        slotProps={{ listbox: { style: { maxHeight: AUTOCOMPLETE_LISTBOX_MAX_HEIGHT } } }}
        sx={{ flexGrow: 1, bgcolor: 'background.paper', borderRadius: 1 }}
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder="What are you looking for?"
            autoFocus={autoFocus}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-label': label ?? t('app.offers.search'),
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
      <Button type="submit" variant="contained" color="secondary" sx={{ px: 3, flexShrink: 0 }}>
        Search
      </Button>
    </SearchForm>
  );
};
