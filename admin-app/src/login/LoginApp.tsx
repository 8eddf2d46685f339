import { releasePrerendered } from '@barterbits/app-start';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { CONSOLE_PALETTE } from '../layout/palette.ts';
import { LoginScreen, type SignIn } from './LoginScreen.tsx';

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
 * console's auth provider signs in, then the console itself is loaded in its place.
 */
export function LoginApp({ onSignIn }: { onSignIn: SignIn }) {
  useEffect(() => releasePrerendered(document.getElementById('root')), []);
  return (
    <ThemeProvider theme={loginTheme}>
      <CssBaseline />
      <LoginScreen onSignIn={onSignIn} />
    </ThemeProvider>
  );
}
