import type { DownloadState } from '@barterbits/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import DownloadDoneIcon from '@mui/icons-material/DownloadDone';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';

/**
 * A download button with the spec §3 download states: DEFAULT → DOWNLOADING → DOWNLOADED (back to
 * DEFAULT a few seconds later, or at once on failure).
 */
export const DownloadButton = ({
  label,
  onDownload,
  onError,
  resetKey,
}: {
  label: string;
  onDownload: () => Promise<void>;
  onError: (e: unknown) => void;
  /** A change (e.g. another period) resets the state. */
  resetKey?: string;
}) => {
  const t = useT();
  const [state, setState] = useState<DownloadState>('DEFAULT');
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger
  useEffect(() => setState('DEFAULT'), [resetKey]);
  useEffect(() => {
    if (state !== 'DOWNLOADED') return;
    const timer = setTimeout(() => setState('DEFAULT'), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  const text =
    state === 'DOWNLOADING'
      ? t('wallet.download.pending')
      : state === 'DOWNLOADED'
        ? t('wallet.download.done')
        : label;
  return (
    <Button
      variant="outlined"
      data-state={state}
      startIcon={state === 'DOWNLOADED' ? <DownloadDoneIcon /> : <DownloadIcon />}
      loading={state === 'DOWNLOADING'}
      loadingPosition="start"
      onClick={async () => {
        setState('DOWNLOADING');
        try {
          await onDownload();
          setState('DOWNLOADED');
        } catch (e) {
          setState('DEFAULT');
          onError(e);
        }
      }}
    >
      {text}
    </Button>
  );
};
