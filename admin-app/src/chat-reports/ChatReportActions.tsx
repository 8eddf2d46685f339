import { CHAT_TEXT_MAX } from '@barterbits/contracts';
import DialogContentText from '@mui/material/DialogContentText';
import { useDataProvider } from 'react-admin';
import { ConfirmTextAction } from '../components/ConfirmTextAction.tsx';
import { useCan } from '../permissions/useCan.ts';
import {
  CHAT_REPORTS_RESOURCE,
  type ChatReportRecord,
  type ChatReportsDataProvider,
  type FreezeChatChannelParams,
  type ResolveChatReportParams,
} from './chatReportsDataProvider.ts';

/**
 * "Freeze conversation" (or "Unfreeze conversation") of the reported message's conversation, with a
 * reason, after a confirmation. Members see a system message; a frozen group takes messages from its
 * operators only, a frozen one-to-one conversation from nobody.
 */
export const ChannelFreeze = ({ report }: { report: ChatReportRecord }) => {
  const allowed = useCan('adminFreezeChatChannel');
  const dataProvider = useDataProvider<ChatReportsDataProvider>();
  if (!allowed) return null;
  const freezing = !report.channelFrozen;
  const label = freezing ? 'Freeze conversation' : 'Unfreeze conversation';
  const effect =
    report.channelKind === 'GROUP'
      ? 'Only the group’s operators can send messages while it is frozen.'
      : 'Neither member can send messages while it is frozen.';

  return (
    <ConfirmTextAction
      label={label}
      variant="outlined"
      color={freezing ? 'warning' : 'primary'}
      mutationFn={(params: FreezeChatChannelParams) =>
        dataProvider.freezeChatChannel(CHAT_REPORTS_RESOURCE, params)
      }
      success={(params) =>
        params.frozen ? 'The conversation has been frozen.' : 'The conversation is no longer frozen.'
      }
      title={freezing ? 'Freeze this conversation?' : 'Unfreeze this conversation?'}
      titleId="chat-freeze-title"
      intro={
        <DialogContentText>
          {freezing ? effect : 'Its members can send messages again.'} The members see a message from our
          team. This is recorded with your name and the reason.
        </DialogContentText>
      }
      confirm={label}
      field={{ label: 'Reason', required: true, minRows: 3, max: CHAT_TEXT_MAX }}
      missing={`Please give the reason for ${freezing ? 'freezing' : 'unfreezing'} this conversation.`}
      toParams={(trimmed) => ({ channelId: report.channelId, frozen: freezing, reason: trimmed })}
    />
  );
};

const RESOLVE = {
  ACTIONED: {
    label: 'Mark actioned',
    title: 'Mark this report actioned?',
    intro: 'The report is closed as acted on (for example after a ban or a freeze).',
    color: 'primary',
  },
  DECLINED: {
    label: 'Decline report',
    title: 'Decline this report?',
    intro: 'The report is closed with nothing done: the message breaks no rule.',
    color: 'inherit',
  },
} as const;

/**
 * "Mark actioned" or "Decline report" on an open report, with an optional note, after a confirmation
 * (a report resolves once).
 */
export const ReportResolve = ({
  report,
  status,
}: {
  report: ChatReportRecord;
  status: ResolveChatReportParams['status'];
}) => {
  const allowed = useCan('adminResolveChatReport');
  const dataProvider = useDataProvider<ChatReportsDataProvider>();
  const text = RESOLVE[status];
  if (report.status !== 'OPEN' || !allowed) return null;

  return (
    <ConfirmTextAction
      label={text.label}
      variant="outlined"
      color={text.color}
      mutationFn={(params: ResolveChatReportParams) =>
        dataProvider.resolveChatReport(CHAT_REPORTS_RESOURCE, params)
      }
      success={(params) =>
        params.status === 'DECLINED'
          ? 'The report has been declined.'
          : 'The report has been marked as actioned.'
      }
      title={text.title}
      titleId={`chat-report-${status.toLowerCase()}-title`}
      intro={<DialogContentText>{text.intro} This is recorded with your name.</DialogContentText>}
      confirm={text.label}
      field={{ label: 'Note (optional)', minRows: 2, max: CHAT_TEXT_MAX }}
      missing={null}
      toParams={(trimmed) => ({ reportId: report.id, status, ...(trimmed ? { note: trimmed } : {}) })}
    />
  );
};
