import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { LANGUAGE_NAMES, type Locale, otherLocale } from '../language.ts';
import { ENGLISH_LOGIN_WORDS, type LoginWords } from './loginWords.ts';

/** What the form asks the console to do with the admin's e-mail and password; rejects with the reason. */
export type SignIn = (credentials: { email: string; password: string }) => Promise<unknown>;

type Field = 'email' | 'password';

/** The reason of a refused sign-in, as the API (or the auth provider) words it (in the page's language). */
const reasonOf = (error: unknown, words: LoginWords): string => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : words.refused;
};

/** The login page's language and its switch to the other one. */
export interface LoginLanguage {
  locale: Locale;
  words: LoginWords;
  onSwitch: (next: Locale) => void;
}

const ENGLISH: LoginLanguage = { locale: 'en-CA', words: ENGLISH_LOGIN_WORDS, onSwitch: () => {} };

/**
 * The console's login page: e-mail and password on a card, in the look of react-admin's login page. It is
 * plain MUI with no react-admin in it, so that it paints, and works, before the console (react-admin, its
 * screens) is loaded: the console's start shows it on its own to a visitor without a session
 * (LoginApp.tsx), and react-admin shows it when a session ends (App.tsx). `onSignIn` does the signing in;
 * what it refuses is shown above the fields, and the fields keep what was typed. Its fields take their look
 * from the theme (react-admin's, or the login page's own made to match). Below the card, the switch to the
 * other language, named in itself.
 */
export function LoginScreen({
  onSignIn,
  language = ENGLISH,
}: {
  onSignIn: SignIn;
  language?: LoginLanguage;
}) {
  const { words, locale } = language;
  const other = otherLocale(locale);
  const [missing, setMissing] = useState<ReadonlySet<Field>>(new Set());
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const empty = new Set<Field>([
      ...(email ? [] : ['email' as const]),
      ...(password ? [] : ['password' as const]),
    ]);
    setMissing(empty);
    setRefused(null);
    if (empty.size > 0) return;
    setBusy(true);
    try {
      await onSignIn({ email, password });
    } catch (error) {
      setRefused(reasonOf(error, words));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: Field) => (missing.has(field) ? words.required : undefined);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        minHeight: '100vh',
        px: 2,
        backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <Card component="main" sx={{ mt: '6em', width: '100%', maxWidth: 332 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', m: 2, mb: 0, gap: 1 }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>
            <LockIcon />
          </Avatar>
          <Typography component="h1" variant="h6">
            {words.title}
          </Typography>
        </Box>
        <form noValidate onSubmit={submit} aria-label={words.form}>
          <CardContent sx={{ pb: 2 }}>
            {refused && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {refused}
              </Alert>
            )}
            <TextField
              name="email"
              type="email"
              label={words.email}
              autoComplete="email"
              autoFocus
              required
              error={missing.has('email')}
              helperText={fieldError('email')}
            />
            <TextField
              name="password"
              type={shown ? 'text' : 'password'}
              label={words.password}
              autoComplete="current-password"
              required
              error={missing.has('password')}
              helperText={fieldError('password')}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={shown ? words.hidePassword : words.showPassword}
                        onClick={() => setShown((s) => !s)}
                        size="small"
                      >
                        {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
              {busy ? (
                <CircularProgress size={19} thickness={3} aria-label={words.signingIn} />
              ) : (
                words.submit
              )}
            </Button>
          </CardContent>
        </form>
      </Card>
      <Box component="nav" aria-label={words.language} sx={{ mt: 2 }}>
        <Button lang={other} onClick={() => language.onSwitch(other)} sx={{ color: 'common.white' }}>
          {LANGUAGE_NAMES[other]}
        </Button>
      </Box>
    </Box>
  );
}
