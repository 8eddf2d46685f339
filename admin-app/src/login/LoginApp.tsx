import { releasePrerendered } from '@barterbits/app-start';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { applyLocale, type Locale, rememberLocale } from '../language.ts';
import { CONSOLE_PALETTE } from '../layout/palette.ts';
import { LoginScreen, type SignIn } from './LoginScreen.tsx';
import { type LoginWords, loadLoginWords } from './loginWords.ts';

/**
 * The console's colours, without react-admin (whose theme is built on the same palette), and its text
 * fields as react-admin's theme makes them: filled, dense, small, full width.
 */
const loginTheme = createTheme({
  palette: CONSOLE_PALETTE,
  components: {
    MuiTextField: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
  },
});

/**
 * The console for a visitor without a session: its login page alone, with no react-admin loaded. Prerendered
 * at build time (prerender.tsx) and hydrated by the console's start (boot.tsx), which passes `onSignIn`: the
 * console's auth provider signs in, then the console itself is loaded in its place. It starts in `locale`
 * with its `words` (loaded by the start); switching loads the other language's words, then shows them and
 * remembers the choice on this browser (the console then opens in it).
 */
export function LoginApp({
  onSignIn,
  locale: initialLocale,
  words: initialWords,
}: {
  onSignIn: SignIn;
  locale: Locale;
  words: LoginWords;
}) {
  useEffect(() => releasePrerendered(document.getElementById('root')), []);
  const [{ locale, words }, setLanguage] = useState({ locale: initialLocale, words: initialWords });
  const onSwitch = (next: Locale) => {
    void loadLoginWords(next).then((nextWords) => {
      applyLocale(next);
      rememberLocale(next);
      setLanguage({ locale: next, words: nextWords });
    });
  };
  return (
    <ThemeProvider theme={loginTheme}>
      <CssBaseline />
      <LoginScreen onSignIn={onSignIn} language={{ locale, words, onSwitch }} />
    </ThemeProvider>
  );
}
