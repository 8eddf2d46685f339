import type { TUser } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { api } from '../lib/api.ts';
import { type Locale, switchLocale, useLocale } from '../lib/i18n.ts';
import { userKeys } from '../lib/query-keys.ts';
import { userAtom } from '../stores/session.ts';

/** Each language named in itself: the switcher offers the other one. */
const OTHER: Record<Locale, { locale: Locale; name: string }> = {
  'en-CA': { locale: 'fr-CA', name: 'Français' },
  'fr-CA': { locale: 'en-CA', name: 'English' },
};

const SwitcherButton = ({
  signedIn,
  onSwitched,
}: {
  signedIn: boolean;
  onSwitched?: (next: Locale) => void;
}) => {
  const other = OTHER[useLocale()];
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="small"
      lang={other.locale}
      disabled={pending}
      onClick={() => {
        setPending(true);
        void switchLocale(other.locale, { signedIn })
          .then(() => onSwitched?.(other.locale))
          .finally(() => setPending(false));
      }}
    >
      {other.name}
    </Button>
  );
};

/**
 * A signed-in member's switcher: once the account has stored the language, the member kept on this browser
 * (`bb.user`, which the app starts from) and the cached profile carry it too, so a reload stays in it.
 */
const AccountLanguageSwitcher = () => {
  const queryClient = useQueryClient();
  const setUser = useSetAtom(userAtom);
  const onSwitched = (language: Locale) => {
    setUser((member) => (member ? { ...member, language } : member));
    queryClient.setQueriesData<TUser>({ queryKey: userKeys.all }, (user) =>
      user && typeof user === 'object' && 'language' in user ? { ...user, language } : user,
    );
  };
  return <SwitcherButton signedIn onSwitched={onSwitched} />;
};

/**
 * The language switcher: one small button naming the other language in that language ("Français" /
 * "English", with its `lang`). A press loads the page's words in it, switches the app and remembers the
 * choice on this browser; with `signedIn`, for the account too.
 */
export const LanguageSwitcher = ({ signedIn = false }: { signedIn?: boolean }) =>
  signedIn ? <AccountLanguageSwitcher /> : <SwitcherButton signedIn={false} />;

/** The switcher of a page outside the shell: for the account too when a member is signed in. */
export const PageLanguageSwitcher = () => {
  const member = useAtomValue(userAtom);
  return <LanguageSwitcher signedIn={member !== null && api.session.isSignedIn()} />;
};
