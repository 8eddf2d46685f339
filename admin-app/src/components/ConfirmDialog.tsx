import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../i18n/useT.ts';

/** The error of a dialog step, as an alert; nothing without one. */
export const ErrorAlert = ({ error }: { error: ReactNode }) =>
  error ? (
    <Alert severity="error" role="alert">
      {error}
    </Alert>
  ) : null;

/**
 * The form of a dialog: an optional head (its title), the fields in a column, then Cancel and a
 * button that submits (disabled while `busy`).
 */
export function DialogForm(props: {
  head?: ReactNode;
  confirm: ReactNode;
  busy?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      {props.head}
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('console.common.cancel')}</Button>
        <Button type="submit" variant="contained" color="primary" disabled={props.busy}>
          {props.confirm}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * A confirmation dialog with a form: its title, an optional `intro` above the error, the fields,
 * then Cancel and a confirm button that submits.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  /** The id the dialog is labelled by; by default made from the title. */
  titleId?: string;
  intro?: ReactNode;
  confirm: string;
  error: string | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const id = props.titleId ?? `${props.title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
      <DialogForm
        head={<DialogTitle id={id}>{props.title}</DialogTitle>}
        confirm={props.confirm}
        busy={props.busy}
        onClose={props.onClose}
        onSubmit={props.onSubmit}
      >
        {props.intro}
        <ErrorAlert error={props.error} />
        {props.children}
      </DialogForm>
    </Dialog>
  );
}
