import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { canSaveSearch, saveSearchHref } from '../lib/saved-search.ts';
import type { SearchState } from '../lib/search-params.ts';

/**
 * "Save search": opens the member's wants page with the dialog that saves the page's current search under a
 * name (the dialog is part of that page's chunk: the search page carries only this link). A search of
 * nothing in particular (no text, every category) cannot be saved.
 */
export const SaveSearchButton = ({ state }: { state: SearchState }) => {
  const t = useT();
  return canSaveSearch(state) ? (
    <Button component={RouterLink} to={saveSearchHref(state)} variant="outlined" sx={{ minHeight: 44 }}>
      {t('offers.search.save')}
    </Button>
  ) : (
    <Button variant="outlined" disabled sx={{ minHeight: 44 }}>
      {t('offers.search.save')}
    </Button>
  );
};
