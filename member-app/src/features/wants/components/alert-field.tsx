import { MATCH_ALERTS, type MatchAlert } from '@barterbits/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Ref } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { ALERT_LABEL } from '../lib/want-text.ts';

/** How the member is told of new matches: at once, in a daily digest, or not at all. */
export const AlertField = ({
  id,
  value,
  onChange,
  inputRef,
}: {
  id: string;
  value: MatchAlert;
  onChange: (alert: MatchAlert) => void;
  inputRef?: Ref<HTMLInputElement>;
}) => {
  const t = useT();
  return (
    <FormControl>
      <FormLabel id={`${id}-label`}>{t('wants.alert.label')}</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        name={id}
        value={value}
        onChange={(e) => onChange(e.target.value as MatchAlert)}
      >
        {MATCH_ALERTS.map((alert, i) => (
          <FormControlLabel
            key={alert}
            value={alert}
            control={<Radio slotProps={{ input: { ref: i === 0 ? inputRef : undefined } }} />}
            label={t(ALERT_LABEL[alert])}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
