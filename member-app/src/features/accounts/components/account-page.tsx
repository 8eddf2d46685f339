import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';

/** An account page in the onboarding frame: its own heading, an optional lead text, then the content. */
export const AccountPage = ({
  heading,
  lead,
  children,
  onBack,
  footer,
}: {
  heading: string;
  lead?: ReactNode;
  children?: ReactNode;
  onBack?: () => void;
  /** Below the content (the language switcher of the signed-out pages, in place of the header's). */
  footer?: ReactNode;
}) => (
  <OnboardingLayout {...(onBack ? { onBack } : {})} languageSwitcher={!footer}>
    <Stack spacing={2.5}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      {lead ? <Typography color="text.secondary">{lead}</Typography> : null}
      {children}
      {footer ? (
        <Box component="footer" sx={{ display: 'flex', justifyContent: 'center' }}>
          {footer}
        </Box>
      ) : null}
    </Stack>
  </OnboardingLayout>
);
