import {
  BARTER_DISPUTE_TEXT_MAX,
  type TBarterRequestDetail,
  ZOpenBarterDisputeRequest,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, serverFieldMessages } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useOpenBarterDispute } from '../api/barter-dispute.ts';
import { translatedResolver } from '../lib/barter-text.ts';
import { REASON_LABEL } from '../lib/dispute-text.ts';
import { useDisputePhotos } from '../lib/use-dispute-photos.ts';
import { DisputePhotosField } from './dispute-photos-field.tsx';
import { DISPUTE_TITLE_ID } from './dispute-section.tsx';
import { DisputeTextField } from './dispute-text-field.tsx';

/** The dispute's reason and text, checked as the server checks them; the photos are the form's own. */
const ZDisputeForm = ZOpenBarterDisputeRequest.pick({ reason: true, text: true });
type DisputeForm = z.input<typeof ZDisputeForm>;

/**
 * "Open a dispute": the buyer of a held payment says why (a reason from the list), what went wrong, and
 * may add up to three photos, uploaded one by one when they send it. The BITS stay held; an admin decides.
 */
export const OpenDisputeDialog = ({
  request: r,
  onClose,
}: {
  request: TBarterRequestDetail;
  onClose: () => void;
}) => {
  const t = useT();
  const notify = useNotify();
  const open = useOpenBarterDispute();
  const photos = useDisputePhotos();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<DisputeForm>({
    resolver: translatedResolver(zodResolver(ZDisputeForm)),
    defaultValues: { text: '' },
  });
  const { control, handleSubmit, setError } = form;
  // The reason and the text stay editable while it is sent: the server's messages focus their field.
  const pending = photos.uploading || open.isPending;

  const onSubmit = handleSubmit(async ({ reason, text }) => {
    setProblem(null);
    const photoUploadIds = await photos.uploadAll();
    if (!photoUploadIds) return setProblem(t('barter.dispute.photoFailed'));
    open.mutate(
      { requestId: r.id, reason, text, photoUploadIds },
      {
        onSuccess: (res) => {
          notify({ message: res.message ?? t('barter.dispute.opened') });
          onClose();
          // The page now shows the dispute where the button that opened the form was: keyboard and screen
          // reader users go on from its heading.
          setTimeout(() => document.getElementById(DISPUTE_TITLE_ID)?.focus());
        },
        onError: (e) => {
          const onFields = applyServerErrors(e, ['reason', 'text'], setError);
          const [photosMessage] = serverFieldMessages(e, ['photoUploadIds']);
          if (photosMessage) {
            // An upload the server no longer knows: the photos are uploaded again on the next send.
            photos.forgetUploads();
            return setProblem(photosMessage[1]);
          }
          setProblem(onFields ? null : e.message);
        },
      },
    );
  });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="open-dispute-title"
      fullWidth
      maxWidth="sm"
      scroll="body"
    >
      <DialogTitle id="open-dispute-title">{t('barter.dispute.formTitle')}</DialogTitle>
      <Stack component="form" noValidate onSubmit={onSubmit} aria-labelledby="open-dispute-title">
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2.5}>
            <Typography variant="body2">
              {t('barter.dispute.formLead', { offer: r.offer.title, seller: r.seller.displayName })}
            </Typography>
            <Controller
              control={control}
              name="reason"
              render={({ field, fieldState }) => (
                <FormControl error={fieldState.error !== undefined} required>
                  <FormLabel id="dispute-reason-label">{t('barter.dispute.reason')}</FormLabel>
                  <RadioGroup
                    aria-labelledby="dispute-reason-label"
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                  >
                    {Object.entries(REASON_LABEL).map(([reason, label], i) => (
                      <FormControlLabel
                        key={reason}
                        value={reason}
                        control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
                        label={t(label)}
                      />
                    ))}
                  </RadioGroup>
                  {fieldState.error?.message ? (
                    <FormHelperText>{fieldState.error.message}</FormHelperText>
                  ) : null}
                </FormControl>
              )}
            />
            <DisputeTextField
              control={control}
              name="text"
              label={t('barter.dispute.text')}
              max={BARTER_DISPUTE_TEXT_MAX}
            />
            <DisputePhotosField state={photos} disabled={pending} />
            <Alert severity="info">{t('barter.dispute.heldNote')}</Alert>
            {problem ? (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={pending}>
            {t('barter.dispute.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('barter.dispute.submit')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
};
