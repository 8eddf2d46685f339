import { FEEDBACK_LIMITS, type FeedbackStatus } from '@barterbits/contracts';
import DialogContentText from '@mui/material/DialogContentText';
import { useDataProvider } from 'react-admin';
import { ConfirmTextAction } from '../components/ConfirmTextAction.tsx';
import type { ConsoleKey } from '../i18n/messages.ts';
import { type Translate, useT } from '../i18n/useT.ts';
import { useCan } from '../permissions/useCan.ts';
import {
  type AnswerFeedbackParams,
  FEEDBACK_RESOURCE,
  type FeedbackDataProvider,
  type FeedbackRecord,
  type UpdateFeedbackParams,
} from './feedbackDataProvider.ts';
import { statusActionLabel } from './feedbackLabels.ts';

/** Who learns of the answer, and how. */
const answerRecipient = (r: FeedbackRecord, t: Translate): string =>
  r.senderType === 'MEMBER'
    ? t('console.feedback.actions.toMember', { name: r.senderName ?? '' })
    : r.senderType === 'GUEST' && r.senderEmail
      ? t('console.feedback.actions.toGuest', { email: r.senderEmail })
      : t('console.feedback.actions.noAccount');

/** The messages of each status change: its button, its confirmation's title and what it does. */
const STATUS_ACTION_KEYS = {
  NEW: {
    label: 'console.feedback.actions.markNew',
    title: 'console.feedback.actions.markNewTitle',
    intro: 'console.feedback.actions.markNewIntro',
  },
  IN_PROGRESS: {
    label: 'console.feedback.actions.markInProgress',
    title: 'console.feedback.actions.markInProgressTitle',
    intro: 'console.feedback.actions.markInProgressIntro',
  },
  ANSWERED: {
    label: 'console.feedback.actions.markAnswered',
    title: 'console.feedback.actions.markAnsweredTitle',
    intro: null,
  },
  CLOSED: {
    label: 'console.feedback.actions.close',
    title: 'console.feedback.actions.closeTitle',
    intro: 'console.feedback.actions.closeIntro',
  },
} as const satisfies Record<
  FeedbackStatus,
  { label: ConsoleKey; title: ConsoleKey; intro: ConsoleKey | null }
>;

const REOPEN_KEYS = {
  label: 'console.feedback.actions.reopen',
  title: 'console.feedback.actions.reopenTitle',
  intro: 'console.feedback.actions.reopenIntro',
} as const;

/** PATCH /feedback/{id} (status, internal note) through the feedback provider. */
const useUpdateFeedback = () => {
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  return (params: UpdateFeedbackParams) => dataProvider.updateFeedback(FEEDBACK_RESOURCE, params);
};

const updated = () => 'console.feedback.actions.updated';

/**
 * "Answer" on a NEW or IN_PROGRESS feedback: the answer, after a confirmation, goes to the sender; the
 * feedback becomes Answered (once).
 */
export const AnswerFeedback = ({ feedback }: { feedback: FeedbackRecord }) => {
  const allowed = useCan('answerFeedback');
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  const t = useT();
  if (!feedback.canAnswer || !allowed) return null;
  return (
    <ConfirmTextAction
      label="console.feedback.actions.answer"
      variant="contained"
      mutationFn={(params: AnswerFeedbackParams) => dataProvider.answerFeedback(FEEDBACK_RESOURCE, params)}
      success={() => 'console.feedback.actions.answered'}
      title="console.feedback.actions.answerTitle"
      titleId="feedback-answer-title"
      intro={
        <DialogContentText>
          {t('console.feedback.actions.answerIntro', { recipient: answerRecipient(feedback, t) })}
        </DialogContentText>
      }
      confirm="console.feedback.actions.sendAnswer"
      field={{
        label: 'console.feedback.actions.answer',
        required: true,
        minRows: 5,
        max: FEEDBACK_LIMITS.answerMax,
      }}
      missing="console.feedback.actions.answerRequired"
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
  const t = useT();
  const reopening = statusActionLabel(feedback.status, to) === 'Reopen';
  const keys = reopening ? REOPEN_KEYS : STATUS_ACTION_KEYS[to];
  const current = feedback.internalNote ?? '';
  if (!allowed) return null;
  return (
    <ConfirmTextAction
      label={keys.label}
      variant="outlined"
      color={to === 'CLOSED' ? 'inherit' : 'primary'}
      initial={current}
      mutationFn={update}
      success={updated}
      title={keys.title}
      titleId={`feedback-status-${to.toLowerCase()}-title`}
      intro={
        <DialogContentText>
          {t('console.feedback.actions.recorded', { intro: keys.intro ? t(keys.intro) : '' }).trim()}
        </DialogContentText>
      }
      confirm={keys.label}
      field={{
        label: 'console.feedback.actions.noteOptional',
        minRows: 3,
        max: FEEDBACK_LIMITS.internalNoteMax,
      }}
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
  const t = useT();
  if (!allowed) return null;
  return (
    <ConfirmTextAction
      label="console.feedback.actions.editNote"
      variant="text"
      initial={feedback.internalNote ?? ''}
      mutationFn={update}
      success={updated}
      title="console.feedback.actions.noteTitle"
      titleId="feedback-note-title"
      intro={<DialogContentText>{t('console.feedback.actions.noteIntro')}</DialogContentText>}
      confirm="console.feedback.actions.saveNote"
      field={{ label: 'console.feedback.actions.note', minRows: 3, max: FEEDBACK_LIMITS.internalNoteMax }}
      missing={null}
      toParams={(trimmed) => ({ id: feedback.id, internalNote: trimmed })}
    />
  );
};
