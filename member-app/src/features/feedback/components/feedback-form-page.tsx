import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { UseFormHandleSubmit } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { formErrorMessage } from '../../../lib/forms.ts';
import {
  FEEDBACK_FORM_FIELDS,
  type FeedbackFormOutput,
  type FeedbackFormValues,
} from '../lib/feedback-form.ts';

/**
 * A signed-in member's feedback page (/feedback, /report-issue, /report-problem): the header, then the
 * form (named by the title) in a card with the refused send's message above its fields, then `after`.
 */
export const FeedbackFormPage = ({
  title,
  subtitle,
  error,
  onSubmit,
  children,
  after,
}: {
  title: string;
  subtitle: string;
  /** The send's error, if any. */
  error: unknown;
  onSubmit: ReturnType<UseFormHandleSubmit<FeedbackFormValues, FeedbackFormOutput>>;
  children: ReactNode;
  after?: ReactNode;
}) => (
  <Box sx={{ pb: 4, maxWidth: 720 }}>
    <PageHeader title={title} subtitle={subtitle} />
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label={title}>
        <FormError message={formErrorMessage(error, FEEDBACK_FORM_FIELDS)} />
        {children}
      </Stack>
    </Paper>
    {after}
  </Box>
);
