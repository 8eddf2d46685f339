import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordField, Show, useCreatePath, useRecordContext, WithRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ChatBanDialog } from '../chat-bans/ChatBanDialog.tsx';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { ReportReason } from '../components/ReportReason.tsx';
import { Section } from '../components/Section.tsx';
import { useT } from '../i18n/useT.ts';
import { ChatConversation } from './ChatConversation.tsx';
import { ChatImageButton } from './ChatImageButton.tsx';
import { ChannelFreeze, ReportResolve } from './ChatReportActions.tsx';
import { ChatReportStatusChip } from './ChatReportStatusChip.tsx';
import { channelLabel, channelReportsSearch, messagePreview, partyLabel } from './chatReportLabels.ts';
import {
  CHAT_REPORTS_RESOURCE,
  type ChatReportDetail,
  type ChatReportRecord,
} from './chatReportsDataProvider.ts';

type Party = ChatReportRecord['reporter'];

/** A member of the report, linked to their user page, with the e-mail. */
const PartyLink = ({ party }: { party: Party | null }) => {
  const t = useT();
  return party ? (
    <MemberLink member={{ id: party.id, displayName: party.name }}>{partyLabel(party, t)}</MemberLink>
  ) : (
    t('console.chat-reports.show.deletedAccount')
  );
};

/** The page title (the browser tab and the app bar). */
export const ChatReportTitle = () => {
  const r = useRecordContext<ChatReportRecord>();
  const t = useT();
  return (
    <span>
      {r
        ? r.sender
          ? t('console.chat-reports.show.titleFrom', { name: r.sender.name })
          : t('console.chat-reports.show.titleFromDeleted')
        : t('console.chat-reports.show.heading')}
    </span>
  );
};

/** The heading, the status and the actions (ban the sender, freeze, resolve). */
const Header = () => {
  const r = useRecordContext<ChatReportRecord>();
  const t = useT();
  if (!r) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
      <Typography variant="h5" component="h1">
        {t('console.chat-reports.show.heading')}
      </Typography>
      <ChatReportStatusChip />
      <Box sx={{ flex: 1 }} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {r.sender ? (
          <ChatBanDialog
            label="console.chat-bans.ban.banSender"
            member={{ id: r.sender.id, name: r.sender.name, banned: r.senderBanned }}
          />
        ) : null}
        <ChannelFreeze report={r} />
        <ReportResolve report={r} status="ACTIONED" />
        <ReportResolve report={r} status="DECLINED" />
      </Stack>
    </Stack>
  );
};

/** What is in force now: a frozen conversation, a sender banned from chat. */
const Banners = () => {
  const r = useRecordContext<ChatReportRecord>();
  const t = useT();
  if (!r) return null;
  return (
    <>
      {r.senderBanned ? <Alert severity="error">{t('console.chat-reports.show.senderBanned')}</Alert> : null}
      {r.channelFrozen ? (
        <Alert severity="warning">{t('console.chat-reports.show.frozenBanner')}</Alert>
      ) : null}
    </>
  );
};

/** Every report (any status) of the messages of one conversation, as the filtered list. */
const ChannelReportsLink = ({ channelId }: { channelId: string }) => {
  const createPath = useCreatePath();
  const t = useT();
  return (
    <Link
      component={RouterLink}
      to={{
        pathname: createPath({ resource: CHAT_REPORTS_RESOURCE, type: 'list' }),
        search: channelReportsSearch(channelId),
      }}
    >
      {t('console.chat-reports.show.allReports')}
    </Link>
  );
};

/** The reported message itself: sender, time, conversation and content. */
const MessageSection = () => {
  const t = useT();
  return (
    <Section title="console.chat-reports.show.message">
      <RecordField<ChatReportRecord>
        label="console.chat-reports.show.sender"
        render={(r) => <PartyLink party={r.sender} />}
      />
      <RecordField source="messageCreatedAt" label="console.chat-reports.show.sent">
        <DateTimeField source="messageCreatedAt" showTime />
      </RecordField>
      <RecordField<ChatReportRecord>
        label="console.chat-reports.show.conversation"
        render={(r) => channelLabel({ kind: r.channelKind, name: r.channelName }, t)}
      />
      <RecordField<ChatReportRecord>
        label="console.chat-reports.show.frozen"
        render={(r) => t(r.channelFrozen ? 'console.chat-reports.show.yes' : 'console.chat-reports.show.no')}
      />
      <RecordField<ChatReportRecord>
        label="console.chat-reports.show.content"
        render={(r) =>
          r.messageKind === 'IMAGE' && r.messageImageUrl ? (
            <ChatImageButton
              url={r.messageImageUrl}
              alt={t('console.chat-reports.show.imageBy', {
                name: r.sender?.name ?? t('console.chat-reports.show.aDeletedAccount'),
              })}
            />
          ) : (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {r.messageKind === 'TEXT'
                ? r.messageText
                : messagePreview({ kind: r.messageKind, text: r.messageText }, t)}
            </Typography>
          )
        }
      />
      <RecordField source="messageReports" label="console.chat-reports.show.reportsOfThisMessage" />
      <RecordField<ChatReportRecord>
        label="console.chat-reports.show.otherReports"
        render={(r) => <ChannelReportsLink channelId={r.channelId} />}
      />
    </Section>
  );
};

/** The report: who, why, when, and how it was resolved. */
const ReportSection = () => {
  const t = useT();
  return (
    <Section title="console.chat-reports.show.report">
      <RecordField<ChatReportRecord>
        label="console.chat-reports.show.reporter"
        render={(r) => <PartyLink party={r.reporter} />}
      />
      <RecordField source="createdAt" label="console.chat-reports.show.reported">
        <DateTimeField source="createdAt" showTime />
      </RecordField>
      <RecordField<ChatReportRecord>
        label="console.chat-reports.show.reason"
        render={(r) => <ReportReason reason={r.reason} />}
      />
      <RecordField source="details" label="console.chat-reports.show.details" empty="—" />
      <RecordField source="status" label="console.chat-reports.show.status">
        <ChatReportStatusChip />
      </RecordField>
      <RecordField source="resolvedAt" label="console.chat-reports.show.resolved">
        <DateTimeField source="resolvedAt" showTime emptyText="—" />
      </RecordField>
      <RecordField<ChatReportRecord>
        label="console.chat-reports.show.resolvedBy"
        render={(r) => (r.resolvedBy ? partyLabel(r.resolvedBy, t) : '—')}
      />
    </Section>
  );
};

/**
 * A reported chat message (GET /chat/admin/reports/{id}): the report, the message, the messages around
 * it; ban the sender from chat, freeze or unfreeze the conversation, mark the report actioned or decline it.
 */
export const ChatReportShow = () => (
  <Show title={<ChatReportTitle />}>
    <Stack spacing={4} sx={{ p: { xs: 2, sm: 3 } }}>
      <Header />
      <Banners />
      <ReportSection />
      <MessageSection />
      <Section title="console.chat-reports.show.conversation" grid={false}>
        <WithRecord<Partial<ChatReportDetail>>
          render={(r) => <ChatConversation messages={r.context} reportedId={r.messageId ?? ''} />}
        />
      </Section>
    </Stack>
  </Show>
);
