import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { loadCatalogs, useT } from '../../../lib/i18n.ts';
import type { SearchState } from '../lib/search-params.ts';

// The dialog, its form and its words are fetched on the first click: the search page itself carries
// only this button.
const SaveSearchDialog = lazy(() =>
  Promise.all([import('./save-search-dialog.tsx'), loadCatalogs(['saved-search'])]).then(([m]) => ({
    default: m.SaveSearchDialog,
  })),
);

/** "Save search": opens the dialog that saves the page's current search under a name, with its alert. */
export const SaveSearchButton = ({ state }: { state: SearchState }) => {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ minHeight: 44 }} aria-haspopup="dialog">
        {t('offers.search.save')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog state={state} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
