import {
  MATCH_ALERTS,
  type MatchAlert,
  SAVED_SEARCH_NAME_MAX,
  type TSavedSearchCriteria,
} from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverFieldMessages } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { categoryLabel } from '../../../lib/offers/labels.ts';
import { useCreateSavedSearch } from '../api/saved-searches.ts';
import { suggestedSearchName } from '../lib/save-search.ts';
import { ProblemAlert } from './problem-alert.tsx';
import { SearchNameField } from './search-name-field.tsx';

const ALERT_LABEL = {
  INSTANT: 'saved-search.alert.INSTANT',
  DAILY: 'saved-search.alert.DAILY',
  OFF: 'saved-search.alert.OFF',
} as const;

/**
 * Saves the search the search page sent (its query values) under a name, prefilled from the text or the
 * categories, with how to be told of new offers. `onSaved` runs once it is saved; `onClose` when the member
 * leaves without saving.
 */
export const SaveSearchDialog = ({
  criteria,
  onClose,
  onSaved,
}: {
  criteria: TSavedSearchCriteria;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const t = useT();
  const create = useCreateSavedSearch();
  const [name, setName] = useState(() => suggestedSearchName(criteria, categoryLabel));
  const [alert, setAlert] = useState<MatchAlert>('INSTANT');
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ message: string; location: boolean } | null>(null);
  const savable = !!(criteria.q || criteria.categoryIds);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('saved-search.nameRequired'));
    if (trimmed.length > SAVED_SEARCH_NAME_MAX) return setNameError(t('saved-search.nameMax'));
    setNameError(null);
    setProblem(null);
    create.mutate(
      { name: trimmed, alert, criteria },
      {
        onSuccess: onSaved,
        onError: (err) => {
          const [field] = serverFieldMessages(err, ['name']);
          if (field) return setNameError(field[1]);
          // Without a general location the search has no place to be around: the server says so on `location`.
          const [location] = serverFieldMessages(err, ['location']);
          setProblem({ message: location?.[1] ?? err.message, location: location !== undefined });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby="save-search-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="save-search-title">{t('saved-search.title')}</DialogTitle>
      {!savable ? (
        <>
          <DialogContent sx={{ pt: 0 }}>
            <Alert severity="info">{t('saved-search.empty')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('saved-search.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <DialogContent sx={{ pt: 0 }}>
            <Stack spacing={2.5}>
              <Typography variant="body2" color="text.secondary">
                {t('saved-search.lead')}
              </Typography>
              <ProblemAlert problem={problem} setLocationLabel={t('saved-search.setLocation')} />
              <SearchNameField
                label={t('saved-search.name')}
                value={name}
                onChange={setName}
                error={nameError}
              />
              <FormControl>
                <FormLabel id="save-search-alert">{t('saved-search.alert')}</FormLabel>
                <RadioGroup
                  aria-labelledby="save-search-alert"
                  name="alert"
                  value={alert}
                  onChange={(e) => setAlert(e.target.value as MatchAlert)}
                >
                  {MATCH_ALERTS.map((a) => (
                    <FormControlLabel key={a} value={a} control={<Radio />} label={t(ALERT_LABEL[a])} />
                  ))}
                </RadioGroup>
              </FormControl>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={create.isPending}>
              {t('saved-search.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={create.isPending}>
              {t('saved-search.save')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
};
