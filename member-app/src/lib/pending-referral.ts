/**
 * An invite code from a `?ref=` link, kept for this tab until an account exists to carry it: the e-mail
 * sign-up sends it with the form, but a visitor who goes on to sign in with Google, Facebook or Apple
 * creates the account there, so the social sign-in applies the remembered code (POST /referral/apply-code)
 * when it has just created an account. Session storage: the code does not outlive the tab.
 */
const KEY = 'barterbits.pendingReferralCode';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const sessionStore = (): Store | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the code simply is not remembered
  }
};

export function rememberReferralCode(code: string, store: Store | null = sessionStore()): void {
  if (code !== '') store?.setItem(KEY, code);
}

/** The remembered code, removed as it is read (it is applied at most once). */
export function takeReferralCode(store: Store | null = sessionStore()): string | null {
  const code = store?.getItem(KEY) ?? null;
  store?.removeItem(KEY);
  return code === '' ? null : code;
}
