import { useT } from '../i18n/useT.ts';
import { reasonLabel } from './reportReasons.ts';

/** A report's reason in the console's language (a list cell, a page field). */
export const ReportReason = ({ reason }: { reason: string }) => {
  const t = useT();
  return <>{reasonLabel(reason, t)}</>;
};
