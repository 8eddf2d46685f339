import { CHAT_TEXT_MAX } from '@barterbits/contracts';
import DialogContentText from '@mui/material/DialogContentText';
import { useDataProvider } from 'react-admin';
import { ConfirmTextAction } from '../components/ConfirmTextAction.tsx';
import { useT } from '../i18n/useT.ts';
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
  const t = useT();
  if (!allowed) return null;
  const freezing = !report.channelFrozen;
  const label = freezing ? 'console.chat-reports.actions.freeze' : 'console.chat-reports.actions.unfreeze';
  const effect = t(
    !freezing
      ? 'console.chat-reports.actions.unfrozen'
      : report.channelKind === 'GROUP'
        ? 'console.chat-reports.actions.groupFrozen'
        : 'console.chat-reports.actions.directFrozen',
  );

  return (
    <ConfirmTextAction
      label={label}
      variant="outlined"
      color={freezing ? 'warning' : 'primary'}
      mutationFn={(params: FreezeChatChannelParams) =>
        dataProvider.freezeChatChannel(CHAT_REPORTS_RESOURCE, params)
      }
      success={(params) =>
        params.frozen
          ? 'console.chat-reports.actions.frozenDone'
          : 'console.chat-reports.actions.unfrozenDone'
      }
      title={
        freezing ? 'console.chat-reports.actions.freezeTitle' : 'console.chat-reports.actions.unfreezeTitle'
      }
      titleId="chat-freeze-title"
      intro={
        <DialogContentText>{t('console.chat-reports.actions.freezeIntro', { effect })}</DialogContentText>
      }
      confirm={label}
      field={{ label: 'console.chat-reports.actions.reason', required: true, minRows: 3, max: CHAT_TEXT_MAX }}
      missing={
        freezing
          ? 'console.chat-reports.actions.freezeMissing'
          : 'console.chat-reports.actions.unfreezeMissing'
      }
      toParams={(trimmed) => ({ channelId: report.channelId, frozen: freezing, reason: trimmed })}
    />
  );
};

const RESOLVE = {
  ACTIONED: {
    label: 'console.chat-reports.actions.markActioned',
    title: 'console.chat-reports.actions.markActionedTitle',
    intro: 'console.chat-reports.actions.markActionedIntro',
    color: 'primary',
  },
  DECLINED: {
    label: 'console.chat-reports.actions.decline',
    title: 'console.chat-reports.actions.declineTitle',
    intro: 'console.chat-reports.actions.declineIntro',
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
  const t = useT();
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
          ? 'console.chat-reports.actions.declined'
          : 'console.chat-reports.actions.actioned'
      }
      title={text.title}
      titleId={`chat-report-${status.toLowerCase()}-title`}
      intro={<DialogContentText>{t(text.intro)}</DialogContentText>}
      confirm={text.label}
      field={{ label: 'console.chat-reports.actions.note', minRows: 2, max: CHAT_TEXT_MAX }}
      missing={null}
      toParams={(trimmed) => ({ reportId: report.id, status, ...(trimmed ? { note: trimmed } : {}) })}
    />
  );
};
