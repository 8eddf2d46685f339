import type { OfferReportReason } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The report reasons as GET /offer/report-reasons answers them (a query's state). */
export interface ReasonsQuery {
  isPending: boolean;
  isError: boolean;
  error: { message: string } | null;
  data?: { value: OfferReportReason }[] | undefined;
}

/**
 * "Why are you reporting this?": the reasons members report an offer or a want with, as radio buttons,
 * with their loading and error states and the field's own error.
 */
export const ReportReasonField = ({
  id,
  legend,
  reasons,
  value,
  onChange,
  error,
  labelOf,
}: {
  /** The legend's id (the radio group is labelled by it). */
  id: string;
  legend: string;
  reasons: ReasonsQuery;
  value: OfferReportReason | '';
  onChange: (reason: OfferReportReason) => void;
  error: string | undefined;
  labelOf: (reason: OfferReportReason) => string;
}) => (
  <FormControl error={error !== undefined} required>
    <FormLabel id={id}>{legend}</FormLabel>
    {reasons.isPending ? (
      <Stack spacing={1} sx={{ mt: 1 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} width={220} />
        ))}
      </Stack>
    ) : reasons.isError ? (
      <Alert severity="error" role="alert" sx={{ mt: 1 }}>
        {reasons.error?.message}
      </Alert>
    ) : (
      <RadioGroup
        aria-labelledby={id}
        name="reason"
        value={value}
        onChange={(e) => onChange(e.target.value as OfferReportReason)}
      >
        {(reasons.data ?? []).map((r) => (
          <FormControlLabel key={r.value} value={r.value} control={<Radio />} label={labelOf(r.value)} />
        ))}
      </RadioGroup>
    )}
    {error ? <FormHelperText>{error}</FormHelperText> : null}
  </FormControl>
);
