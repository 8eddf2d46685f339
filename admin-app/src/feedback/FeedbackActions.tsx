import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, type FeedbackStatus } from '@barterbits/contracts';
import DialogContentText from '@mui/material/DialogContentText';
import { useDataProvider } from 'react-admin';
import { ConfirmTextAction } from '../components/ConfirmTextAction.tsx';
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

/** PATCH /feedback/{id} (status, internal note) through the feedback provider. */
const useUpdateFeedback = () => {
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  return (params: UpdateFeedbackParams) => dataProvider.updateFeedback(FEEDBACK_RESOURCE, params);
};

const updated = () => FEEDBACK_MESSAGES.updated;

/**
 * "Answer" on a NEW or IN_PROGRESS feedback: the answer, after a confirmation, goes to the sender; the
 * feedback becomes Answered (once).
 */
export const AnswerFeedback = ({ feedback }: { feedback: FeedbackRecord }) => {
  const allowed = useCan('answerFeedback');
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  if (!feedback.canAnswer || !allowed) return null;
  return (
    <ConfirmTextAction
      label="Answer"
      variant="contained"
      mutationFn={(params: AnswerFeedbackParams) => dataProvider.answerFeedback(FEEDBACK_RESOURCE, params)}
      success={() => FEEDBACK_MESSAGES.answered}
      title="Send an answer?"
      titleId="feedback-answer-title"
      intro={
        <DialogContentText>
          {answerRecipient(feedback)} The feedback becomes Answered and cannot be answered again. This is
          recorded with your name.
        </DialogContentText>
      }
      confirm="Send answer"
      field={{ label: 'Answer', required: true, minRows: 5, max: FEEDBACK_LIMITS.answerMax }}
      missing={FEEDBACK_MESSAGES.answerRequired}
      toParams={(trimmed) => ({ id: feedback.id, answer: trimmed })}
    />
  );
};

/**
 * A status change (Mark in progress, Close, Reopen) after a confirmation, with the internal note
 * (shown as it is; an edit replaces it). Only the moves the server allows now are offered.
 */
export const ChangeFeedbackStatus = ({ feedback, to }: { feedback: FeedbackRecord; to: FeedbackStatus }) => {
  const allowed = useCan('updateFeedback');
  const update = useUpdateFeedback();
  const label = statusActionLabel(feedback.status, to);
  const text = STATUS_ACTIONS[to];
  const current = feedback.internalNote ?? '';
  if (!allowed) return null;
  return (
    <ConfirmTextAction
      label={label}
      variant="outlined"
      color={to === 'CLOSED' ? 'inherit' : 'primary'}
      initial={current}
      mutationFn={update}
      success={updated}
      title={label === 'Reopen' ? 'Reopen this feedback?' : text.title}
      titleId={`feedback-status-${to.toLowerCase()}-title`}
      intro={
        <DialogContentText>
          {label === 'Reopen' ? 'It goes back to the unanswered list, in progress.' : text.intro} This is
          recorded with your name.
        </DialogContentText>
      }
      confirm={label}
      field={{ label: 'Internal note (optional)', minRows: 3, max: FEEDBACK_LIMITS.internalNoteMax }}
      missing={null}
      toParams={(trimmed) => ({
        id: feedback.id,
        status: to,
        ...(trimmed === current.trim() ? {} : { internalNote: trimmed }),
      })}
    />
  );
};

/** "Edit internal note": admins' own note on the feedback (never shown to the sender), after a confirmation. */
export const EditInternalNote = ({ feedback }: { feedback: FeedbackRecord }) => {
  const allowed = useCan('updateFeedback');
  const update = useUpdateFeedback();
  if (!allowed) return null;
  return (
    <ConfirmTextAction
      label="Edit internal note"
      variant="text"
      initial={feedback.internalNote ?? ''}
      mutationFn={update}
      success={updated}
      title="Save the internal note?"
      titleId="feedback-note-title"
      intro={
        <DialogContentText>
          Only admins see this note; the sender never does. Leave it empty to remove the note.
        </DialogContentText>
      }
      confirm="Save note"
      field={{ label: 'Internal note', minRows: 3, max: FEEDBACK_LIMITS.internalNoteMax }}
      missing={null}
      toParams={(trimmed) => ({ id: feedback.id, internalNote: trimmed })}
    />
  );
};
