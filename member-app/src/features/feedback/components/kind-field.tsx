import type { FeedbackKind } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { FORM_KINDS, KIND_WORDS } from '../lib/feedback-form.ts';

/** "What are you sending?": Feedback, Problem or Suggestion, each with a line that explains it. */
export const KindField = ({
  value,
  onChange,
  error,
  disabled = false,
}: {
  value: FeedbackKind | undefined;
  onChange: (kind: FeedbackKind) => void;
  error?: string | undefined;
  disabled?: boolean;
}) => {
  const t = useT();
  const id = useId();
  return (
    <FormControl error={error !== undefined} required disabled={disabled}>
      <FormLabel id={`${id}-label`}>{t('feedback.kind.label')}</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        name="kind"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value as FeedbackKind)}
      >
        {FORM_KINDS.map((kind) => (
          <Box key={kind}>
            <FormControlLabel
              value={kind}
              control={<Radio slotProps={{ input: { 'aria-describedby': `${id}-${kind}` } }} />}
              label={t(KIND_WORDS[kind].label)}
            />
            <Typography id={`${id}-${kind}`} variant="body2" color="text.secondary" sx={{ pl: 4, mt: -1 }}>
              {t(KIND_WORDS[kind].hint)}
            </Typography>
          </Box>
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
};
