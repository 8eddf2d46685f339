import { AUTOCOMPLETE_LISTBOX_MAX_HEIGHT, type TPlacePrediction } from '@barterbits/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper, { type PaperProps } from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useMemo, useState } from 'react';
import { tOr, useT } from '../../lib/i18n.ts';
import { nearListEnd, sortByLabel, visibleCount } from '../../lib/place-options.ts';
import { PLACES_MIN_INPUT, usePlaceSuggestions } from '../../lib/places.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { ShowMoreButton } from '../show-more-button.tsx';

/** Typing settles for this long before suggestions are requested. */
export const PLACES_DEBOUNCE_MS = 300;

const MoreContext = createContext<{ hasMore: boolean; onMore: () => void }>({
  hasMore: false,
  onMore: () => {},
});

/** The popup body with a "Show more" button under the list while more suggestions are hidden. */
const PaperWithMore = ({ children, ...props }: PaperProps) => {
  const { hasMore, onMore } = useContext(MoreContext);
  return (
    <Paper {...props}>
      {children}
      {hasMore ? (
        <Box sx={{ px: 1, pb: 1 }}>
          {/* Keeps the focus in the input so the list stays open. */}
          <ShowMoreButton hasMore onMore={onMore} place="fill" keepFocus />
        </Box>
      ) : null}
    </Paper>
  );
};

/**
 * Place search for the general location: suggestions from GET /places/autocomplete (debounced
 * 300 ms), sorted alphabetically by label, shown 5 at a time ("Show more" or scrolling to the end
 * adds 5), in a list at most 40% of the viewport high.
 */
export const LocationAutocomplete = ({
  value,
  onChange,
  error,
  label,
}: {
  value: TPlacePrediction | null;
  onChange: (place: TPlacePrediction | null) => void;
  error?: string | undefined;
  label?: string;
}) => {
  useT();
  const [input, setInput] = useState(value?.description ?? '');
  const [steps, setSteps] = useState(0);
  const debounced = useDebouncedValue(input, PLACES_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(debounced);
  const sorted = useMemo(() => sortByLabel(suggestions.data ?? [], (p) => p.description), [suggestions.data]);
  const shown = sorted.slice(0, visibleCount(sorted.length, steps));
  const hasMore = shown.length < sorted.length;
  const more = useMemo(() => ({ hasMore, onMore: () => setSteps((s) => s + 1) }), [hasMore]);
  const tooShort = input.trim().length < PLACES_MIN_INPUT;

  return (
    <MoreContext.Provider value={more}>
      <Autocomplete<TPlacePrediction, false, false, false>
        value={value}
        onChange={(_e, place) => onChange(place)}
        inputValue={input}
        onInputChange={(_e, text) => {
          setInput(text);
          setSteps(0);
        }}
        options={tooShort ? [] : shown}
        filterOptions={(options) => options}
        getOptionLabel={(p) => p.description}
        isOptionEqualToValue={(a, b) => a.placeId === b.placeId}
        getOptionKey={(p) => p.placeId}
        loading={!tooShort && (suggestions.isFetching || debounced !== input)}
        noOptionsText={
          tooShort
            ? tOr('app.location.tooShort', 'Type at least 2 characters.')
            : tOr('app.location.none', 'No places found.')
        }
        autoHighlight
        slots={{ paper: PaperWithMore }}
        slotProps={{
          listbox: {
            style: { maxHeight: AUTOCOMPLETE_LISTBOX_MAX_HEIGHT },
            onScroll: (e: React.UIEvent<HTMLElement>) => {
              if (hasMore && nearListEnd(e.currentTarget)) setSteps((s) => s + 1);
            },
          },
        }}
        renderOption={({ key, ...props }, p) => (
          <li key={key} {...props}>
            <Box>
              <Typography component="span" sx={{ display: 'block' }}>
                {p.description}
              </Typography>
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label ?? tOr('app.location.label', 'Location')}
            placeholder={tOr('app.location.placeholder', 'Start typing your city')}
            required
            error={error !== undefined}
            helperText={error}
          />
        )}
      />
    </MoreContext.Provider>
  );
};
