import {
  BARTER_DISPUTE_TEXT_MAX,
  type TBarterDispute,
  type TBarterRequestDetail,
  ZAnswerBarterDisputeRequest,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/money.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useAnswerBarterDispute } from '../api/barter-dispute.ts';
import { translatedResolver } from '../lib/barter-text.ts';
import {
  disputeEventText,
  disputeOutcomeText,
  disputeReasonText,
  disputeStatusText,
} from '../lib/dispute-text.ts';
import { DisputePhotoThumb } from './dispute-photo.tsx';
import { DisputeTextField } from './dispute-text-field.tsx';

/** The id of the dispute section's heading. */
export const DISPUTE_TITLE_ID = 'dispute-title';

/** A labelled part of the dispute: its label above, its content under. */
const Part = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Box>
  </Box>
);

/**
 * The dispute of a barter's held payment, for both parties: its status, the buyer's reason, text and
 * photos, its timeline, and once resolved where the BITS went with the admin's note. While it is open the
 * seller answers it, once, by the date after which an admin may decide without their side.
 */
export const DisputeSection = ({
  request: r,
  dispute: d,
  side,
}: {
  request: TBarterRequestDetail;
  dispute: TBarterDispute;
  side: 'buyer' | 'seller';
}) => {
  const t = useT();
  const outcome = disputeOutcomeText(d);
  const answerDue = formatDateTime(d.answerDueAt);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={DISPUTE_TITLE_ID}
      sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}
    >
      <Stack spacing={2}>
        {/* Focused once the buyer has opened the dispute (the button that opened the form is gone). */}
        <Typography
          id={DISPUTE_TITLE_ID}
          component="h2"
          tabIndex={-1}
          sx={{ fontWeight: 600, outline: 'none' }}
        >
          {t('barter.dispute.title')}
        </Typography>
        <Part label={t('barter.dispute.status')}>
          <Typography component="span" sx={{ fontWeight: 600 }} data-testid="dispute-status">
            {disputeStatusText(d.status)}
          </Typography>
        </Part>
        <Part label={t('barter.dispute.reason')}>{disputeReasonText(d.reason)}</Part>
        <Part label={t('barter.dispute.whatWentWrong')}>{d.text}</Part>
        {d.photos.length > 0 ? (
          <Part label={t('barter.dispute.photosLabel')}>
            <Stack
              component="ul"
              direction="row"
              aria-label={t('barter.dispute.photosLabel')}
              sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, mt: 0.5, p: 0 }}
            >
              {d.photos.map((photo, i) => (
                <li key={photo.uploadId}>
                  <DisputePhotoThumb photo={photo} number={i + 1} />
                </li>
              ))}
            </Stack>
          </Part>
        ) : null}
        {d.status === 'RESOLVED' && outcome ? (
          <Alert severity="success" icon={false} role="status">
            <Typography sx={{ fontWeight: 600 }}>{t('barter.dispute.decision', { outcome })}</Typography>
            {d.resolutionNote ? (
              <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {t('barter.dispute.note', { note: d.resolutionNote })}
              </Typography>
            ) : null}
          </Alert>
        ) : null}
        <Divider />
        <Box>
          <Typography id="dispute-timeline-title" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('barter.dispute.timeline')}
          </Typography>
          <Stack
            component="ol"
            spacing={1.5}
            aria-labelledby="dispute-timeline-title"
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {d.timeline.map((event) => (
              <Box component="li" key={`${event.kind}-${event.at}`}>
                <Typography variant="body2">
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {disputeEventText(event, side)}
                  </Box>{' '}
                  · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </Typography>
                {/* The buyer's text and the admin's note show above; the seller's answer shows here. */}
                {event.kind === 'ANSWERED' && event.text ? (
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {event.text}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Stack>
        </Box>
        {d.status === 'OPEN' && side === 'buyer' ? (
          <Typography variant="body2" color="text.secondary">
            {t('barter.dispute.buyerWaits', { date: answerDue })}
          </Typography>
        ) : null}
        {d.status === 'OPEN' && side === 'seller' ? <AnswerForm request={r} answerDue={answerDue} /> : null}
      </Stack>
    </Paper>
  );
};

const ZAnswerForm = ZAnswerBarterDisputeRequest.pick({ text: true });
type AnswerFormValues = z.input<typeof ZAnswerForm>;

/** The seller's side of the dispute, once, by `answerDue`. */
const AnswerForm = ({ request: r, answerDue }: { request: TBarterRequestDetail; answerDue: string }) => {
  const t = useT();
  const notify = useNotify();
  const answer = useAnswerBarterDispute();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<AnswerFormValues>({
    resolver: translatedResolver(zodResolver(ZAnswerForm)),
    defaultValues: { text: '' },
  });
  const onSubmit = handleSubmit(({ text }) =>
    answer.mutate(
      { requestId: r.id, text },
      {
        onSuccess: (res) => {
          setProblem(null);
          notify({ message: res.message ?? t('barter.dispute.answered') });
          // The form goes once answered: the focus goes on from the dispute's heading.
          document.getElementById(DISPUTE_TITLE_ID)?.focus();
        },
        onError: (e) => setProblem(applyServerErrors(e, ['text'], setError) ? null : e.message),
      },
    ),
  );
  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      aria-labelledby="dispute-answer-title"
      onSubmit={onSubmit}
    >
      <Divider />
      <Typography id="dispute-answer-title" component="h3" sx={{ fontWeight: 600 }}>
        {t('barter.dispute.answerTitle')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{t('barter.dispute.answerDue', { date: answerDue })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('barter.dispute.answerDueLead')}
      </Typography>
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <DisputeTextField
        control={control}
        name="text"
        label={t('barter.dispute.answerText')}
        max={BARTER_DISPUTE_TEXT_MAX}
      />
      <Box>
        <Button type="submit" variant="contained" loading={answer.isPending}>
          {t('barter.dispute.answerSubmit')}
        </Button>
      </Box>
    </Stack>
  );
};
