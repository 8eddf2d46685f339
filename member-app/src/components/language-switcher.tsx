import Button from '@mui/material/Button';
import { useState } from 'react';
import { type Locale, switchLocale, useLocale } from '../lib/i18n.ts';

/** Each language named in itself: the switcher offers the other one. */
const OTHER: Record<Locale, { locale: Locale; name: string }> = {
  'en-CA': { locale: 'fr-CA', name: 'Français' },
  'fr-CA': { locale: 'en-CA', name: 'English' },
};

/**
 * The language switcher: one small button naming the other language in that language ("Français" /
 * "English", with its `lang`). A press loads the page's words in it, switches the app and remembers the
 * choice on this browser; with `signedIn`, for the account too.
 */
export const LanguageSwitcher = ({ signedIn = false }: { signedIn?: boolean }) => {
  const other = OTHER[useLocale()];
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="small"
      lang={other.locale}
      disabled={pending}
      onClick={() => {
        setPending(true);
        void switchLocale(other.locale, { signedIn }).finally(() => setPending(false));
      }}
    >
      {other.name}
    </Button>
  );
};
