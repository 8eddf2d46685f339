import { useT } from '../i18n/useT.ts';
import { CountedTextField } from '../layout/CountedTextField.tsx';

/** The required reason of a console action, cut at `max` characters with a counter under it. */
export const ReasonField = ({
  value,
  onChange,
  max,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: boolean;
}) => {
  const t = useT();
  return (
    <CountedTextField
      label={t('console.common.reason')}
      required
      minRows={3}
      value={value}
      onChange={onChange}
      max={max}
      {...(error === undefined ? {} : { error })}
    />
  );
};
