import Alert from '@mui/material/Alert';
import { useT } from '../../../lib/i18n.ts';
import { PUSH_SUPPORT_MESSAGES, type PushSupport } from '../lib/push-support.ts';

/** The note's words in the app's language. */
const PushSupportText = ({ state }: { state: PushSupport }) => useT()(PUSH_SUPPORT_MESSAGES[state]);

/** The id of the note: the Push switches it disables point to it. */
export const PUSH_SUPPORT_NOTE_ID = 'push-support-note';

/**
 * Whether push can reach this browser, in a member's words (the Push switches are the member's choice
 * for every device they allow; registering this one is the push setup's job).
 */
export const PushSupportNote = ({ state }: { state: PushSupport }) => (
  <Alert
    id={PUSH_SUPPORT_NOTE_ID}
    severity={state === 'available' ? 'success' : 'info'}
    role="note"
    data-testid="push-support"
    data-state={state}
  >
    <PushSupportText state={state} />
  </Alert>
);
