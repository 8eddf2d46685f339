import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { FEEDBACK_RESOURCE, type FeedbackDataProvider } from './feedbackDataProvider.ts';

/** A Blob as an object URL for as long as the component shows it. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/** The screenshot itself, read through the admin's session once the dialog opens. */
const Screenshot = ({ url, alt }: { url: string; alt: string }) => {
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: [FEEDBACK_RESOURCE, 'screenshot', url],
    queryFn: () => dataProvider.feedbackScreenshot(FEEDBACK_RESOURCE, { url }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const src = useObjectUrl(data);
  if (isError) return <Alert severity="error">The screenshot could not be loaded. Please try again.</Alert>;
  if (isPending || !src) return <CircularProgress aria-label="Loading the screenshot" />;
  return (
    <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%', maxHeight: '70vh', display: 'block' }} />
  );
};

/**
 * "View screenshot": feedback screenshots are private, so the image is read with the admin's session
 * (as a Blob, never a bare <img src>) and shown in a dialog only when asked for.
 */
export const FeedbackScreenshotButton = ({ url, alt }: { url: string; alt: string }) => {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        View screenshot
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{alt}</DialogTitle>
        <DialogContent>{open ? <Screenshot url={url} alt={alt} /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
