import { formatDateTime } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordField, Show, useRecordContext } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { Section } from '../components/Section.tsx';
import { useT } from '../i18n/useT.ts';
import { BarterDisputeResolve } from './BarterDisputeResolve.tsx';
import { BarterDisputeStatusChip } from './BarterDisputeStatusChip.tsx';
import {
  ACTOR_KEYS,
  bitsLabel,
  EVENT_KEYS,
  OUTCOME_KEYS,
  partyName,
  reasonLabel,
  sellerSilent,
} from './barterDisputeLabels.ts';
import type { BarterDisputeRecord } from './barterDisputesDataProvider.ts';
import { DisputePhotos } from './DisputePhotos.tsx';

type Field = (r: BarterDisputeRecord) => React.ReactNode;

/** A field of the dispute, labelled by a console message. */
const Item = ({ label, render }: { label: string; render: Field }) => (
  <RecordField<BarterDisputeRecord> label={label} render={render} />
);

/** A long text kept as written (line breaks, long words wrapped). */
const Text = ({ children }: { children: string | null }) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {children ?? '—'}
  </Typography>
);

/** The page title (the browser tab and the app bar). */
export const BarterDisputeTitle = () => {
  const d = useRecordContext<BarterDisputeRecord>();
  const t = useT();
  return (
    <span>
      {d
        ? t('console.barter-disputes.show.titleOf', { reference: d.barter.reference })
        : t('console.barter-disputes.title')}
    </span>
  );
};

/** The heading, the status, and where an open dispute stands with the seller's days to answer. */
const Header = () => {
  const d = useRecordContext<BarterDisputeRecord>();
  const t = useT();
  if (!d) return null;
  const date = formatDateTime(d.answerDueAt);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
        <Typography variant="h5" component="h1">
          {t('console.barter-disputes.show.titleOf', { reference: d.barter.reference })}
        </Typography>
        <BarterDisputeStatusChip />
      </Stack>
      {sellerSilent(d) ? (
        <Alert severity="warning">{t('console.barter-disputes.show.silentNotice', { date })}</Alert>
      ) : d.status === 'OPEN' ? (
        <Alert severity="info">{t('console.barter-disputes.show.waitNotice', { date })}</Alert>
      ) : null}
    </Stack>
  );
};

const BarterSection = () => (
  <Section title="console.barter-disputes.show.barter">
    <Item label="console.barter-disputes.show.reference" render={(d) => d.barter.reference} />
    <Item label="console.barter-disputes.show.offer" render={(d) => d.barter.offerTitle} />
    <Item label="console.barter-disputes.show.amount" render={(d) => bitsLabel(d.barter.amountCents)} />
    <Item label="console.barter-disputes.show.held" render={(d) => bitsLabel(d.barter.heldCents)} />
  </Section>
);

const Party = ({ party }: { party: BarterDisputeRecord['buyer'] }) => (
  <Stack>
    <MemberLink member={{ id: party.id, displayName: partyName(party) }} />
    <Typography variant="body2" color="text.secondary">
      {party.email}
    </Typography>
  </Stack>
);

const PartiesSection = () => (
  <Section title="console.barter-disputes.show.parties">
    <Item label="console.barter-disputes.show.buyer" render={(d) => <Party party={d.buyer} />} />
    <Item label="console.barter-disputes.show.seller" render={(d) => <Party party={d.seller} />} />
  </Section>
);

/** What the buyer said went wrong: the reason, the text and the photos. */
const DisputeSection = () => {
  const t = useT();
  return (
    <Section title="console.barter-disputes.show.dispute" grid={false}>
      <Stack spacing={2}>
        <Item label="console.barter-disputes.show.reason" render={(d) => reasonLabel(d.reason, t)} />
        <RecordField source="openedAt" label="console.barter-disputes.show.opened">
          <DateTimeField source="openedAt" showTime />
        </RecordField>
        <Item label="console.barter-disputes.show.text" render={(d) => <Text>{d.text}</Text>} />
        <Item
          label="console.barter-disputes.show.photos"
          render={(d) => <DisputePhotos photos={d.photos} by={partyName(d.buyer)} />}
        />
      </Stack>
    </Section>
  );
};

const AnswerSection = () => {
  const t = useT();
  return (
    <Section title="console.barter-disputes.show.answer" grid={false}>
      <Stack spacing={2}>
        <Item
          label="console.barter-disputes.show.answer"
          render={(d) => <Text>{d.sellerAnswer ?? t('console.barter-disputes.show.noAnswer')}</Text>}
        />
        <RecordField source="answerDueAt" label="console.barter-disputes.show.answerDue">
          <DateTimeField source="answerDueAt" showTime />
        </RecordField>
        <RecordField source="answeredAt" label="console.barter-disputes.show.answered">
          <DateTimeField source="answeredAt" showTime emptyText="—" />
        </RecordField>
      </Stack>
    </Section>
  );
};

/** Every step, oldest first: who took it, when, and what they wrote. */
const TimelineSection = () => {
  const d = useRecordContext<BarterDisputeRecord>();
  const t = useT();
  if (!d) return null;
  return (
    <Section title="console.barter-disputes.show.timeline" grid={false}>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {d.timeline.map((e) => (
          <Box component="li" key={`${e.kind}-${e.at}`} sx={{ mb: 1.5 }}>
            <Typography variant="subtitle2" component="p">
              {t(EVENT_KEYS[e.kind])} · {formatDateTime(e.at)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t(ACTOR_KEYS[e.by])}
            </Typography>
            {e.text ? <Text>{e.text}</Text> : null}
          </Box>
        ))}
      </Box>
    </Section>
  );
};

/** What the admin decided, once resolved. */
const ResolutionSection = () => {
  const d = useRecordContext<BarterDisputeRecord>();
  const t = useT();
  if (d?.status !== 'RESOLVED') return null;
  return (
    <Section title="console.barter-disputes.show.resolution">
      <Item
        label="console.barter-disputes.show.outcome"
        render={(r) => (r.outcome ? t(OUTCOME_KEYS[r.outcome]) : '—')}
      />
      <Item
        label="console.barter-disputes.show.toSeller"
        render={(r) => (r.sellerCents === null ? '—' : bitsLabel(r.sellerCents))}
      />
      <Item
        label="console.barter-disputes.show.toBuyer"
        render={(r) => (r.buyerCents === null ? '—' : bitsLabel(r.buyerCents))}
      />
      <RecordField source="resolvedAt" label="console.barter-disputes.show.resolvedAt">
        <DateTimeField source="resolvedAt" showTime emptyText="—" />
      </RecordField>
      <Item
        label="console.barter-disputes.show.resolvedBy"
        render={(r) => r.resolvedBy?.displayName ?? '—'}
      />
      <Item label="console.barter-disputes.show.note" render={(r) => <Text>{r.resolutionNote}</Text>} />
    </Section>
  );
};

/**
 * One dispute of a held barter payment (GET /admin/barter-disputes/{id}): the barter and what is held, both
 * parties, the buyer's reason, text and photos (read with the admin's session), the seller's answer, the
 * timeline, then the resolution once resolved, or the form that resolves it for admins who may.
 */
export const BarterDisputeShow = () => (
  <Show title={<BarterDisputeTitle />}>
    <Stack spacing={4} sx={{ p: { xs: 2, sm: 3 } }}>
      <Header />
      <ResolutionSection />
      <BarterSection />
      <PartiesSection />
      <DisputeSection />
      <AnswerSection />
      <TimelineSection />
      <BarterDisputeResolve />
    </Stack>
  </Show>
);
