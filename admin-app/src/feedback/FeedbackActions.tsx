import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, type FeedbackStatus } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useReasonDialog } from '../components/useReasonDialog.ts';
import { CountedTextField } from '../layout/CountedTextField.tsx';
import { useCan } from '../permissions/useCan.ts';
import {
  type AnswerFeedbackParams,
  FEEDBACK_RESOURCE,
  type FeedbackDataProvider,
  type FeedbackRecord,
  type UpdateFeedbackParams,
} from './feedbackDataProvider.ts';
import { STATUS_ACTIONS, statusActionLabel } from './feedbackLabels.ts';

/** Who learns of the answer, and how. */
const answerRecipient = (r: FeedbackRecord): string =>
  r.senderType === 'MEMBER'
    ? `${r.senderName} is told through their notifications, as their settings say.`
    : r.senderType === 'GUEST' && r.senderEmail
      ? `It is e-mailed to ${r.senderEmail}.`
      : 'The sender’s account no longer exists: the answer is only recorded.';

/**
 * "Answer" on a NEW or IN_PROGRESS feedback: the answer, after a confirmation, goes to the sender; the
 * feedback becomes Answered (once).
 */
export const AnswerFeedback = ({ feedback }: { feedback: FeedbackRecord }) => {
  const allowed = useCan('answerFeedback');
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  const {
    show,
    reason: answer,
    setReason: setAnswer,
    submit,
    dialog,
  } = useReasonDialog({
    mutationFn: (params: AnswerFeedbackParams) => dataProvider.answerFeedback(FEEDBACK_RESOURCE, params),
    success: () => FEEDBACK_MESSAGES.answered,
  });
  if (!feedback.canAnswer || !allowed) return null;
  return (
    <>
      <Button variant="contained" onClick={show}>
        Answer
      </Button>
      <ConfirmDialog
        {...dialog}
        title="Send an answer?"
        titleId="feedback-answer-title"
        intro={
          <DialogContentText>
            {answerRecipient(feedback)} The feedback becomes Answered and cannot be answered again. This is
            recorded with your name.
          </DialogContentText>
        }
        confirm="Send answer"
        onSubmit={() =>
          submit(FEEDBACK_MESSAGES.answerRequired, (trimmed) => ({ id: feedback.id, answer: trimmed }))
        }
      >
        <CountedTextField
          label="Answer"
          required
          minRows={5}
          value={answer}
          onChange={setAnswer}
          max={FEEDBACK_LIMITS.answerMax}
        />
      </ConfirmDialog>
    </>
  );
};

/**
 * A status change (Mark in progress, Close, Reopen) after a confirmation, with the internal note
 * (shown as it is; an edit replaces it). Only the moves the server allows now are offered.
 */
export const ChangeFeedbackStatus = ({ feedback, to }: { feedback: FeedbackRecord; to: FeedbackStatus }) => {
  const allowed = useCan('updateFeedback');
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  const {
    show,
    reason: note,
    setReason: setNote,
    submit,
    dialog,
  } = useReasonDialog({
    mutationFn: (params: UpdateFeedbackParams) => dataProvider.updateFeedback(FEEDBACK_RESOURCE, params),
    success: () => FEEDBACK_MESSAGES.updated,
  });
  const label = statusActionLabel(feedback.status, to);
  const text = STATUS_ACTIONS[to];
  const current = feedback.internalNote ?? '';
  if (!allowed) return null;
  return (
    <>
      <Button
        variant="outlined"
        color={to === 'CLOSED' ? 'inherit' : 'primary'}
        onClick={() => {
          setNote(current);
          show();
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        {...dialog}
        title={label === 'Reopen' ? 'Reopen this feedback?' : text.title}
        titleId={`feedback-status-${to.toLowerCase()}-title`}
        intro={
          <DialogContentText>
            {label === 'Reopen' ? 'It goes back to the unanswered list, in progress.' : text.intro} This is
            recorded with your name.
          </DialogContentText>
        }
        confirm={label}
        onSubmit={() =>
          submit(null, (trimmed) => ({
            id: feedback.id,
            status: to,
            ...(trimmed === current.trim() ? {} : { internalNote: trimmed }),
          }))
        }
      >
        <CountedTextField
          label="Internal note (optional)"
          minRows={3}
          value={note}
          onChange={setNote}
          max={FEEDBACK_LIMITS.internalNoteMax}
        />
      </ConfirmDialog>
    </>
  );
};

/** "Edit internal note": admins' own note on the feedback (never shown to the sender), after a confirmation. */
export const EditInternalNote = ({ feedback }: { feedback: FeedbackRecord }) => {
  const allowed = useCan('updateFeedback');
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  const {
    show,
    reason: note,
    setReason: setNote,
    submit,
    dialog,
  } = useReasonDialog({
    mutationFn: (params: UpdateFeedbackParams) => dataProvider.updateFeedback(FEEDBACK_RESOURCE, params),
    success: () => FEEDBACK_MESSAGES.updated,
  });
  if (!allowed) return null;
  return (
    <>
      <Button
        variant="text"
        onClick={() => {
          setNote(feedback.internalNote ?? '');
          show();
        }}
      >
        Edit internal note
      </Button>
      <ConfirmDialog
        {...dialog}
        title="Save the internal note?"
        titleId="feedback-note-title"
        intro={
          <DialogContentText>
            Only admins see this note; the sender never does. Leave it empty to remove the note.
          </DialogContentText>
        }
        confirm="Save note"
        onSubmit={() => submit(null, (trimmed) => ({ id: feedback.id, internalNote: trimmed }))}
      >
        <CountedTextField
          label="Internal note"
          minRows={3}
          value={note}
          onChange={setNote}
          max={FEEDBACK_LIMITS.internalNoteMax}
        />
      </ConfirmDialog>
    </>
  );
};
