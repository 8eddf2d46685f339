import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { type FirebaseWebConfig, firebaseWebConfig } from '../../../lib/firebase-config.ts';
import { useSocialLogin } from '../api/social-login.ts';
import { SOCIAL_BUTTONS } from '../lib/firebase-config.ts';

const config = firebaseWebConfig();

import { useT } from '../../../lib/i18n.ts';

/** Google, Facebook and Apple sign-in; not shown at all without a Firebase configuration. */
export const SocialButtons = () => (config ? <SocialButtonList config={config} /> : null);

const SocialButtonList = ({ config }: { config: FirebaseWebConfig }) => {
  const t = useT();
  const login = useSocialLogin(config);
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Divider>{t('auth.social.or')}</Divider>
      {login.isError ? (
        <Alert severity="error" role="alert">
          {login.error.message}
        </Alert>
      ) : null}
      {SOCIAL_BUTTONS.map(({ provider, label }) => (
        <Button
          key={provider}
          variant="outlined"
          size="large"
          disabled={login.isPending}
          onClick={() => login.mutate(provider)}
        >
          {t(label)}
        </Button>
      ))}
    </Stack>
  );
};
