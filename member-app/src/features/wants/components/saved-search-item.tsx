import { type MatchAlert, PAGES, type TSavedSearch, ZUpdateSavedSearchRequest } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { serverFieldMessages } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { touchTargetLink } from '../../../lib/touch-target.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-searches.ts';
import { ALERT_SHORT, matchCountArgs, validationText } from '../lib/want-text.ts';
import { AlertField } from './alert-field.tsx';
import { SearchNameField } from './search-name-field.tsx';

/** The search page opened on a saved search's own query values. */
export const searchHref = (s: Pick<TSavedSearch, 'query'>) => {
  const query = new URLSearchParams(s.query).toString();
  return query ? `${PAGES.searchProduct.path}?${query}` : PAGES.searchProduct.path;
};

/** Rename a saved search or change how its owner is told. */
const EditSavedSearchDialog = ({ search: s, onClose }: { search: TSavedSearch; onClose: () => void }) => {
  const t = useT();
  const notify = useNotify();
  const update = useUpdateSavedSearch();
  const [name, setName] = useState(s.name);
  const [alert, setAlert] = useState<MatchAlert>(s.alert);
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZUpdateSavedSearchRequest.safeParse({ name, alert });
    if (!parsed.success) {
      setNameError(validationText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setNameError(null);
    setProblem(null);
    update.mutate(
      { id: s.id, body: parsed.data },
      {
        onSuccess: () => {
          notify({ message: t('wants.searches.saved') });
          onClose();
        },
        onError: (err) => {
          const [field] = serverFieldMessages(err, ['name']);
          if (field) setNameError(field[1]);
          else setProblem(err.message);
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby="edit-search-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="edit-search-title">{t('wants.searches.editTitle')}</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <SearchNameField
              label={t('wants.searches.name')}
              value={name}
              onChange={setName}
              error={nameError}
            />
            <AlertField id="edit-search-alert" value={alert} onChange={setAlert} />
            {problem ? (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            {t('wants.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('wants.searches.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** One saved search: its name (to its matches), alert, matches; open, rename or change alert, delete. */
export const SavedSearchItem = ({ search: s }: { search: TSavedSearch }) => {
  const t = useT();
  const notify = useNotify();
  const remove = useDeleteSavedSearch();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper variant="outlined" component="article" aria-label={s.name} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          <Badge color="primary" variant="dot" invisible={s.newMatchCount === 0}>
            <Link
              component={RouterLink}
              to={PAGES.savedSearch.href(s.id)}
              underline="hover"
              sx={touchTargetLink}
            >
              {s.name}
            </Link>
          </Badge>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={t(ALERT_SHORT[s.alert])} />
          <Typography variant="body2">{t('wants.matches', matchCountArgs(s.matchCount))}</Typography>
          {s.newMatchCount > 0 ? (
            <Chip
              size="small"
              color="primary"
              label={t('wants.newMatches', matchCountArgs(s.newMatchCount))}
            />
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {s.radiusKm === null ? t('wants.searches.anywhere') : t('wants.within', { km: s.radiusKm })}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={searchHref(s)}
            size="small"
            variant="outlined"
            sx={{ minHeight: 44 }}
          >
            {t('wants.searches.open')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            sx={{ minHeight: 44 }}
            onClick={() => setEditing(true)}
            aria-label={`${t('wants.searches.edit')} – ${s.name}`}
          >
            {t('wants.searches.edit')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            sx={{ minHeight: 44 }}
            onClick={() => setConfirming(true)}
            aria-label={`${t('wants.action.delete')} – ${s.name}`}
          >
            {t('wants.action.delete')}
          </Button>
        </Stack>
      </Stack>
      {editing ? <EditSavedSearchDialog search={s} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={confirming}
        title={t('wants.searches.deleteTitle')}
        confirmLabel={t('wants.action.delete')}
        cancelLabel={t('wants.cancel')}
        danger
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(s.id, {
            onSuccess: () => {
              setConfirming(false);
              notify({ message: t('wants.searches.deleted') });
            },
            onError: (e) => {
              setConfirming(false);
              notify({ message: e.message, severity: 'error' });
            },
          })
        }
        onClose={() => setConfirming(false)}
      >
        {t('wants.searches.deleteText', { name: s.name })}
      </ConfirmDialog>
    </Paper>
  );
};
