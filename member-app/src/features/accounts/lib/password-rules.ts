/** The parts of the password rule (spec §5), each with its check and its words' id, for the live checklist. */
export const PASSWORD_RULES: {
  id: `accounts.passwordRules.${'length' | 'uppercase' | 'lowercase' | 'digit' | 'special'}`;
  test: (v: string) => boolean;
}[] = [
  { id: 'accounts.passwordRules.length', test: (v) => v.length >= 8 },
  { id: 'accounts.passwordRules.uppercase', test: (v) => /[A-Z]/.test(v) },
  { id: 'accounts.passwordRules.lowercase', test: (v) => /[a-z]/.test(v) },
  { id: 'accounts.passwordRules.digit', test: (v) => /[0-9]/.test(v) },
  { id: 'accounts.passwordRules.special', test: (v) => /[^A-Za-z0-9]/.test(v) },
];

/** Whether an error is one of the "this link no longer works" answers. */
export const isLinkError = (e: unknown): boolean => {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'LINK_EXPIRED' || code === 'LINK_INVALID';
};
