import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { appEnv } from '../../../lib/firebase-config.ts';
import { browserPushCapabilities, PUSH_SUPPORT_MESSAGES, pushSupport } from '../lib/push-support.ts';

/**
 * Whether push can reach this browser (information only: the Push switches are the member's choice for
 * every device they allow; registering this one is the push setup's job).
 */
export const PushSupportNote = () => {
  const state = useMemo(() => pushSupport(appEnv(), browserPushCapabilities()), []);
  return (
    <Alert
      severity={state === 'available' ? 'success' : 'info'}
      role="note"
      data-testid="push-support"
      data-state={state}
    >
      {PUSH_SUPPORT_MESSAGES[state]}
    </Alert>
  );
};
