import { FEEDBACK_LIMITS, PAGES } from '@barterbits/contracts';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { EmailField } from '../../../components/form/email-field.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { formErrorMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { touchTargetLink } from '../../../lib/touch-target.ts';
import { KindAndRatingFields, MessageField } from '../components/feedback-fields.tsx';
import { PowStatus } from '../components/pow-status.tsx';
import { FEEDBACK_FORM_FIELDS, guestDefaults, toSendBody } from '../lib/feedback-form.ts';
import { feedbackMessage } from '../lib/field-message.ts';
import { useFeedbackForm } from '../lib/use-feedback-form.ts';
import { useProofOfWork } from '../lib/use-proof-of-work.ts';

/** The guest form itself: e-mail, optional name, kind, hearts, message; Send runs the robot check first. */
const GuestFeedbackForm = () => {
  const t = useT();
  const { form, send, submit } = useFeedbackForm(guestDefaults());
  const pow = useProofOfWork();
  const [checkError, setCheckError] = useState<string | null>(null);
  const { errors } = form.formState;
  const busy = pow.running || send.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setCheckError(null);
    send.reset();
    let proof: string;
    try {
      proof = await pow.run();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setCheckError(error instanceof Error ? error.message : String(error));
      return;
    }
    submit(
      { body: toSendBody(values), pow: proof },
      { kind: values.kind, guest: true, ...(values.guestEmail ? { email: values.guestEmail } : {}) },
    );
  });

  const { ref: nameRef, ...nameField } = form.register('guestName');
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={onSubmit}
      aria-label={t('feedback.guest.form')}
    >
      <FormError
        message={feedbackMessage(checkError) ?? formErrorMessage(send.error, FEEDBACK_FORM_FIELDS)}
      />
      <EmailField
        registration={form.register('guestEmail')}
        error={feedbackMessage(errors.guestEmail?.message)}
        label={t('feedback.guest.email')}
      />
      <TextField
        {...nameField}
        inputRef={nameRef}
        label={t('feedback.guest.name')}
        autoComplete="name"
        fullWidth
        disabled={busy}
        error={errors.guestName !== undefined}
        helperText={feedbackMessage(errors.guestName?.message)}
        slotProps={{ htmlInput: { maxLength: FEEDBACK_LIMITS.guestNameMax } }}
      />
      <KindAndRatingFields form={form} disabled={busy} />
      <MessageField form={form} label={t('feedback.field.message')} disabled={busy} />
      {pow.running ? <PowStatus progress={pow.progress} /> : null}
      <SubmitButton pending={busy}>{t('feedback.send')}</SubmitButton>
      <Typography variant="body2" color="text.secondary">
        {t('feedback.guest.note')}
      </Typography>
      <Link
        component={RouterLink}
        to={PAGES.signIn.path}
        variant="body2"
        sx={{ ...touchTargetLink, alignSelf: 'center' }}
      >
        {t('feedback.guest.signIn')}
      </Link>
    </Stack>
  );
};

/**
 * /guest-feedback: feedback from a visitor without an account (signed-in members are sent to /feedback),
 * defended by the proof of work and the server's limit per address.
 */
export const GuestFeedbackRoute = () => {
  const t = useT();
  const { status } = useAuth();
  const navigate = useNavigate();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signed-in') return <Navigate to={PAGES.feedback.path} replace />;
  return (
    <OnboardingLayout onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(PAGES.signIn.path))}>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('feedback.guest.title')}
        </Typography>
        <Typography color="text.secondary">{t('feedback.guest.lead')}</Typography>
        <GuestFeedbackForm />
      </Stack>
    </OnboardingLayout>
  );
};
