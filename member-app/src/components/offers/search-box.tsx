import { SEARCH_QUERY_MAX } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { SearchForm, searchAdornment } from '../form/search-form.tsx';

const loadSuggestions = () => import('./search-suggestions.tsx');
const SearchSuggestionsField = lazy(() =>
  loadSuggestions().then((m) => ({ default: m.SearchSuggestionsField })),
);

/**
 * The offer search box: live suggestions (debounced GET /offer/suggestions) in a keyboard-navigable
 * list; Enter or a picked suggestion searches. The page first draws a plain field of the same look and
 * name, and fetches the suggestions' field once it is drawn (or at once when the field is used), so the
 * list's code is not part of the page's first load; what was typed meanwhile carries over, focus too.
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
  useEffect(() => setInput(value), [value]);
  const [wanted, setWanted] = useState(false);
  const focused = useRef(autoFocus);
  // A transition: the plain field stays on screen, and in use, until the suggestions' field is ready.
  const want = () => startTransition(() => setWanted(true));
  // After the page's first paint: the suggestions' field comes in while the member reads.
  useEffect(() => {
    const later = window.setTimeout(() => startTransition(() => setWanted(true)), 0);
    return () => window.clearTimeout(later);
  }, []);
  const name = label ?? t('app.offers.search');
  const placeholder = t('app.offers.searchPlaceholder');
  const submit = (q: string) => onSearch(q.trim().slice(0, SEARCH_QUERY_MAX));

  const plain = (
    <TextField
      fullWidth
      value={input}
      onChange={(e) => setInput(e.target.value)}
      onFocus={() => {
        focused.current = true;
        want();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onPointerEnter={() => void loadSuggestions()}
      placeholder={placeholder}
      autoFocus={autoFocus}
      sx={{ flexGrow: 1, bgcolor: 'background.paper', borderRadius: 1 }}
      slotProps={{
        htmlInput: {
          'aria-label': name,
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          maxLength: SEARCH_QUERY_MAX,
          type: 'search',
        },
        input: { startAdornment: searchAdornment },
      }}
    />
  );

  return (
    <SearchForm
      label={name}
      onSubmit={() => submit(input)}
      sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}
    >
      <Suspense fallback={plain}>
        {wanted ? (
          <SearchSuggestionsField
            input={input}
            onInput={setInput}
            onPick={submit}
            categoryIds={categoryIds}
            // The field in use when the suggestions' field replaces it keeps the focus.
            autoFocus={focused.current}
            label={name}
            placeholder={placeholder}
          />
        ) : (
          plain
        )}
      </Suspense>
      <Button type="submit" variant="contained" color="secondary" sx={{ px: 3, flexShrink: 0 }}>
        {t('app.offers.searchSubmit')}
      </Button>
    </SearchForm>
  );
};
