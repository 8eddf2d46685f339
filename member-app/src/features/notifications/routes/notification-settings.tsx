import type { TNotificationSettings } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { appEnv } from '../../../lib/firebase-config.ts';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useNotificationSettings } from '../api/get-notification-settings.ts';
import { useToggleNotificationSetting } from '../api/update-notification-settings.ts';
import { PushSupportNote } from '../components/push-support-note.tsx';
import { RadiusForm } from '../components/radius-form.tsx';
import { SettingsMatrix } from '../components/settings-matrix.tsx';
import { browserPushCapabilities, pushSupport, pushSwitchesUsable } from '../lib/push-support.ts';
import { savedMessage, saveStatusText, toggleErrorMessage } from '../lib/save-status.ts';
import { type CellView, matrixRows } from '../lib/settings-matrix.ts';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
    <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/**
 * The switches: each saves at once, with "Saving…" in a status line and a banner naming what was saved;
 * a refusal shows as an alert. Without push on the site, the Push switches are off and disabled.
 */
const ChannelSettings = ({ settings }: { settings: TNotificationSettings }) => {
  const t = useT();
  const toggle = useToggleNotificationSetting();
  const notify = useNotify();
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const push = useMemo(() => pushSupport(appEnv(), browserPushCapabilities()), []);

  // mutateAsync: every press gets its own outcome, also when another press follows before the answer.
  const onToggle = (cell: CellView, on: boolean) => {
    setPending((n) => n + 1);
    setError(null);
    toggle
      .mutateAsync({ group: cell.group, channel: cell.channel, on })
      .then(() => notify({ message: savedMessage(cell, on) }))
      .catch((e: Error) => setError(toggleErrorMessage(cell, e.message)))
      .finally(() => setPending((n) => n - 1));
  };

  return (
    <Stack spacing={2}>
      <PushSupportNote state={push} />
      <Typography
        role="status"
        data-testid="notification-settings-status"
        variant="body2"
        color="text.secondary"
        sx={{ minHeight: '1.5em' }}
      >
        {saveStatusText(pending)}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <SettingsMatrix
        rows={matrixRows(settings, { pushUsable: pushSwitchesUsable(push) })}
        onToggle={onToggle}
      />
      {settings.securityEmails === 'ALWAYS' ? (
        <Typography variant="body2" color="text.secondary">
          {t('notifications.settings.securityNote')}
        </Typography>
      ) : null}
    </Stack>
  );
};

/** /notification/settings: which notices reach the member how, and the default search distances. */
export const NotificationSettingsRoute = () => {
  const t = useT();
  const settings = useNotificationSettings();
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Button
        component={RouterLink}
        to={PAGES.notifications.path}
        startIcon={<ArrowBack />}
        sx={{ mt: { xs: 1, sm: 2 }, ml: -1 }}
      >
        {t('notifications.settings.back')}
      </Button>
      <PageHeader title={t('notifications.settings.title')} />
      {settings.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label={t('notifications.settings.loading')} />
      ) : settings.isError ? (
        <LoadError message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <Stack spacing={2.5} sx={{ pb: 3 }}>
          <Section title={t('notifications.settings.how')}>
            <ChannelSettings settings={settings.data} />
          </Section>
          <Section title={t('notifications.settings.distances')}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('notifications.settings.distancesText')}
            </Typography>
            <RadiusForm saved={settings.data} />
          </Section>
        </Stack>
      )}
    </Box>
  );
};
