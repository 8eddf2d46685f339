import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { STEP_COUNT, stepRoute } from '../lib/steps.ts';
import { useEditor } from './editor-context.tsx';
import { serverProblems } from './use-step-finish.ts';

/** A failed save: the server's message and its field messages. */
export const SaveProblem = ({ error }: { error: unknown }) => {
  if (!error) return null;
  const fields = serverProblems(error);
  return (
    <Alert severity="error" role="alert">
      {(error as Error).message}
      {fields.length > 0 ? (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {fields.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
};

/** Back / (Save changes) / Next under a step; Next is the form's submit button. */
export const StepActions = ({
  stepId,
  saving,
  onSave,
  nextLabel,
}: {
  stepId: number;
  saving: boolean;
  onSave?: () => void;
  nextLabel?: string;
}) => {
  const t = useT();
  const { base, mode } = useEditor();
  const navigate = useNavigate();
  const last = stepId === STEP_COUNT;
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
      {stepId > 1 ? (
        <Button onClick={() => navigate(stepRoute(base, stepId - 1))} disabled={saving}>
          {t('offer-editor.back')}
        </Button>
      ) : null}
      {mode === 'edit' && onSave ? (
        <Button variant="outlined" onClick={onSave} loading={saving} disabled={saving}>
          {t('offer-editor.actions.saveChanges')}
        </Button>
      ) : null}
      <Button type="submit" variant="contained" loading={saving} disabled={saving}>
        {nextLabel ??
          t(
            last
              ? mode === 'create'
                ? 'offer-editor.actions.review'
                : 'offer-editor.actions.finish'
              : 'offer-editor.actions.next',
          )}
      </Button>
    </Stack>
  );
};
