import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordField, Show, useRecordContext } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { Section } from '../components/Section.tsx';
import { useT } from '../i18n/useT.ts';
import { AnswerFeedback, ChangeFeedbackStatus, EditInternalNote } from './FeedbackActions.tsx';
import { FeedbackScreenshotButton } from './FeedbackScreenshotButton.tsx';
import { FeedbackStatusChip } from './FeedbackStatusChip.tsx';
import type { FeedbackRecord } from './feedbackDataProvider.ts';
import { FEEDBACK_KIND_KEYS, SENDER_TYPE_KEYS } from './feedbackLabels.ts';

/** The page title (the browser tab and the app bar). */
export const FeedbackTitle = () => {
  const r = useRecordContext<FeedbackRecord>();
  const t = useT();
  return (
    <span>
      {r
        ? t('console.feedback.show.titleOf', { kind: t(FEEDBACK_KIND_KEYS[r.kind]), name: r.senderName })
        : t('console.feedback.title')}
    </span>
  );
};

/** A long text kept as written (line breaks, long words wrapped). */
const Text = ({ children }: { children: string | null }) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {children ?? '—'}
  </Typography>
);

/** The heading, the status and the actions (answer, the allowed status changes, the internal note). */
const Header = () => {
  const r = useRecordContext<FeedbackRecord>();
  const t = useT();
  if (!r) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
      <Typography variant="h5" component="h1">
        {t(FEEDBACK_KIND_KEYS[r.kind])}
      </Typography>
      <FeedbackStatusChip />
      <Box sx={{ flex: 1 }} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <AnswerFeedback feedback={r} />
        {r.nextStatuses
          .filter((s) => s !== 'ANSWERED')
          .map((s) => (
            <ChangeFeedbackStatus key={s} feedback={r} to={s} />
          ))}
        <EditInternalNote feedback={r} />
      </Stack>
    </Stack>
  );
};

/** What was sent: kind, rating, subject, message, steps, screenshot. */
const MessageSection = () => {
  const t = useT();
  return (
    <Section title="console.feedback.show.message" grid={false}>
      <Stack spacing={2}>
        <RecordField<FeedbackRecord> label="console.feedback.show.subject" render={(r) => r.subject ?? '—'} />
        <RecordField<FeedbackRecord>
          label="console.feedback.show.message"
          render={(r) => <Text>{r.message}</Text>}
        />
        <RecordField<FeedbackRecord>
          label="console.feedback.show.stepsToReproduce"
          render={(r) => <Text>{r.steps}</Text>}
        />
        <RecordField<FeedbackRecord>
          label="console.feedback.show.rating"
          render={(r) => (r.rating ? t('console.feedback.show.hearts', { smart_count: r.rating }) : '—')}
        />
        <RecordField<FeedbackRecord>
          label="console.feedback.show.screenshot"
          render={(r) =>
            r.screenshotUrl ? (
              <FeedbackScreenshotButton
                url={r.screenshotUrl}
                alt={t('console.feedback.show.screenshotBy', { name: r.senderName })}
              />
            ) : (
              t('console.feedback.show.none')
            )
          }
        />
      </Stack>
    </Section>
  );
};

/** Who sent it and when. */
export const SenderSection = () => {
  const t = useT();
  return (
    <Section title="console.feedback.show.sender">
      <RecordField<FeedbackRecord>
        label="console.feedback.show.name"
        render={(r) =>
          r.member ? <MemberLink member={{ id: r.member.id, displayName: r.member.name }} /> : r.senderName
        }
      />
      <RecordField<FeedbackRecord>
        label="console.feedback.show.account"
        render={(r) =>
          t(
            r.senderType === 'MEMBER' || r.senderType === 'GUEST'
              ? SENDER_TYPE_KEYS[r.senderType]
              : SENDER_TYPE_KEYS.DELETED,
          )
        }
      />
      <RecordField<FeedbackRecord> label="console.feedback.show.email" render={(r) => r.senderEmail ?? '—'} />
      <RecordField source="createdAt" label="console.feedback.show.sent">
        <DateTimeField source="createdAt" showTime />
      </RecordField>
    </Section>
  );
};

/** What the app attached by itself. */
const ContextSection = () => (
  <Section title="console.feedback.show.context">
    <RecordField<FeedbackRecord> label="console.feedback.show.page" render={(r) => r.context.route ?? '—'} />
    <RecordField<FeedbackRecord>
      label="console.feedback.show.appVersion"
      render={(r) => r.context.appVersion ?? '—'}
    />
    <RecordField<FeedbackRecord>
      label="console.feedback.show.browser"
      render={(r) => <Text>{r.context.userAgent ?? null}</Text>}
    />
  </Section>
);

/** The answer the sender got, and the admins' own note. */
const HandlingSection = () => (
  <Section title="console.feedback.show.handling" grid={false}>
    <Stack spacing={2}>
      <RecordField source="status" label="console.feedback.show.status">
        <FeedbackStatusChip />
      </RecordField>
      <RecordField<FeedbackRecord>
        label="console.feedback.show.answer"
        render={(r) => <Text>{r.answer}</Text>}
      />
      <RecordField source="answeredAt" label="console.feedback.show.answered">
        <DateTimeField source="answeredAt" showTime emptyText="—" />
      </RecordField>
      <RecordField<FeedbackRecord>
        label="console.feedback.show.answeredBy"
        render={(r) => r.answeredBy?.name ?? '—'}
      />
      <RecordField<FeedbackRecord>
        label="console.feedback.show.internalNoteAdminsOnly"
        render={(r) => <Text>{r.internalNote}</Text>}
      />
      <RecordField source="updatedAt" label="console.feedback.show.lastChange">
        <DateTimeField source="updatedAt" showTime />
      </RecordField>
    </Stack>
  </Section>
);

/**
 * One feedback (GET /feedback/{id}): the message, its sender, the app context, the screenshot (read
 * with the admin's session); answer it, move it through its statuses, keep an internal note.
 */
export const FeedbackShow = () => (
  <Show title={<FeedbackTitle />}>
    <Stack spacing={4} sx={{ p: { xs: 2, sm: 3 } }}>
      <Header />
      <MessageSection />
      <SenderSection />
      <ContextSection />
      <HandlingSection />
    </Stack>
  </Show>
);
