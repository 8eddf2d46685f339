import type { TAdminOnboardingRequest, TUser } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FieldErrors } from '../admin-accounts/formErrors.ts';
import type { ConsoleKey } from '../i18n/messages.ts';
import { useT } from '../i18n/useT.ts';
import { consoleTheme } from '../layout/theme.ts';
import { BASENAME, LOGIN_PATH } from '../paths.ts';
import { ONBOARDING_RESOURCE, type OnboardingDataProvider } from './onboardingDataProvider.ts';
import {
  EMPTY_ONBOARDING,
  type OnboardingValues,
  onboardingFailure,
  tokenOf,
  validateOnboarding,
} from './onboardingForm.ts';

const theme = createTheme(consoleTheme);

/** The page's frame: the console's theme, a centred card with a heading (the page's only h1). */
const Frame = ({ title, children }: { title: string; children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 480 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  </ThemeProvider>
);

/** The link cannot be used (none, unknown, used, expired or cancelled). */
const DeadLink = () => {
  const t = useT();
  return (
    <Frame title={t('console.onboarding.deadTitle')}>
      <Typography sx={{ mb: 2 }}>{t('console.onboarding.deadText')}</Typography>
      <Link href={LOGIN_PATH}>{t('console.onboarding.goToSignIn')}</Link>
    </Frame>
  );
};

const FIELDS: {
  name: keyof OnboardingValues;
  label: ConsoleKey;
  type: string;
  autoComplete: string;
  help?: ConsoleKey;
}[] = [
  {
    name: 'password',
    label: 'console.onboarding.password',
    type: 'password',
    autoComplete: 'new-password',
    help: 'console.onboarding.passwordRules',
  },
  {
    name: 'confirmPassword',
    label: 'console.onboarding.confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
  },
  { name: 'firstName', label: 'console.onboarding.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'console.onboarding.lastName', type: 'text', autoComplete: 'family-name' },
  {
    name: 'mobileNo',
    label: 'console.onboarding.mobileNo',
    type: 'tel',
    autoComplete: 'tel-national',
    help: 'console.onboarding.mobileHint',
  },
];

/**
 * The invited admin's page (`/admin/onboarding?token=…`, outside the signed-in console): a password (the
 * spec's rules, shown) with its confirmation, first and last name and mobile number → POST
 * /admin/onboarding through the onboarding provider, which stores the new session as sign-in does; then
 * the console opens. It runs outside <Admin>: App.tsx gives it the console's data provider.
 */
export const OnboardingPage = ({ onSignedIn }: { onSignedIn: (admin: TUser) => void }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const token = tokenOf(location.search);
  const [values, setValues] = useState<OnboardingValues>(EMPTY_ONBOARDING);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const dataProvider = useDataProvider<OnboardingDataProvider>();
  const t = useT();
  const { mutate: send, isPending } = useMutation({
    mutationFn: (body: TAdminOnboardingRequest) => dataProvider.completeOnboarding(ONBOARDING_RESOURCE, body),
    onSuccess: (admin) => {
      onSignedIn(admin);
      navigate(`${BASENAME}/`, { replace: true });
    },
    onError: (error) => {
      const failure = onboardingFailure(error);
      if (failure.kind === 'link') setLinkDead(true);
      else if (failure.kind === 'fields') {
        setErrors(failure.errors);
        setMessage(failure.message);
      } else setMessage(failure.message);
    },
  });

  if (!token || linkDead) return <DeadLink />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const checked = validateOnboarding(token, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    send(checked.body);
  };

  return (
    <Frame title={t('console.onboarding.title')}>
      <Typography sx={{ mb: 2 }}>{t('console.onboarding.intro')}</Typography>
      <form onSubmit={submit} noValidate aria-label={t('console.onboarding.title')}>
        <Stack spacing={2}>
          {message ? (
            <Alert severity="error" role="alert">
              {message}
            </Alert>
          ) : null}
          {FIELDS.map((f) => (
            <TextField
              key={f.name}
              name={f.name}
              label={t(f.label)}
              type={f.type}
              autoComplete={f.autoComplete}
              required
              value={values[f.name]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [f.name]: e.target.value }));
                setErrors((errs) => ({ ...errs, [f.name]: undefined }));
              }}
              error={Boolean(errors[f.name])}
              helperText={errors[f.name] ?? (f.help ? t(f.help) : undefined)}
            />
          ))}
          <Button type="submit" variant="contained" size="large" disabled={isPending}>
            {t('console.onboarding.submit')}
          </Button>
        </Stack>
      </form>
    </Frame>
  );
};
