/** The parts of the password rule (spec §5), each with its check, for the live checklist. */
export const PASSWORD_RULES: { label: string; test: (v: string) => boolean }[] = [
  { label: 'At least 8 characters', test: (v) => v.length >= 8 },
  { label: '1 uppercase letter', test: (v) => /[A-Z]/.test(v) },
  { label: '1 lowercase letter', test: (v) => /[a-z]/.test(v) },
  { label: '1 digit', test: (v) => /[0-9]/.test(v) },
  { label: '1 special character', test: (v) => /[^A-Za-z0-9]/.test(v) },
];

/** Whether an error is one of the "this link no longer works" answers. */
export const isLinkError = (e: unknown): boolean => {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'LINK_EXPIRED' || code === 'LINK_INVALID';
};
