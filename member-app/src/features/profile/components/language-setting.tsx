import type { TUser } from '@barterbits/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Locale, switchLocale, useLocale, useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useApplyProfile } from '../api/apply-user.ts';

/** Each language named in itself, the same in both languages (docs/i18n-glossary.md). */
const LANGUAGES = [
  { locale: 'en-CA', label: 'profile.language.english' },
  { locale: 'fr-CA', label: 'profile.language.french' },
] as const;

/**
 * Makes `next` the account's language: the app switches at once and the account stores it (PATCH
 * /user/language); then the profile and the member kept on this browser (`bb.user`) carry it, through
 * `applyProfile`, so a reload or the profile loading again keeps the app in it. When the account cannot
 * store it, the app goes back to `previous` (on this browser too) and the answer is false.
 */
export async function chooseAccountLanguage(
  next: Locale,
  { previous, user, applyProfile }: { previous: Locale; user: TUser; applyProfile: (user: TUser) => void },
): Promise<boolean> {
  try {
    await switchLocale(next, { signedIn: true });
  } catch {
    await switchLocale(previous);
    return false;
  }
  applyProfile({ ...user, language: next });
  return true;
}

/**
 * The account's language, English or Français: a choice switches the app at once and is stored for the
 * account (every device, the e-mails and notices follow it), and in the member kept on this browser so a
 * reload starts in it. When the account cannot store it, the app goes back to the language it was in.
 */
export const LanguageSetting = ({ user }: { user: TUser }) => {
  const t = useT();
  const locale = useLocale();
  const applyProfile = useApplyProfile();
  const notify = useNotify();
  /** The language being switched to, shown chosen while its words load and the account stores it. */
  const [pending, setPending] = useState<Locale | null>(null);

  const choose = async (next: Locale) => {
    if (next === locale || pending) return;
    setPending(next);
    const stored = await chooseAccountLanguage(next, { previous: locale, user, applyProfile });
    setPending(null);
    if (!stored) notify({ message: t('profile.language.failed'), severity: 'error' });
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('profile.language.lead')}
      </Typography>
      <RadioGroup
        row
        aria-label={t('profile.language.title')}
        value={pending ?? locale}
        onChange={(e) => void choose(e.target.value as Locale)}
        sx={{ columnGap: 2 }}
      >
        {LANGUAGES.map((l) => (
          <FormControlLabel
            key={l.locale}
            value={l.locale}
            lang={l.locale}
            disabled={pending !== null}
            control={<Radio />}
            label={t(l.label)}
          />
        ))}
      </RadioGroup>
    </Stack>
  );
};
