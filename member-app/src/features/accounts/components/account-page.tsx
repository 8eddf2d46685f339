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
}: {
  heading: string;
  lead?: ReactNode;
  children?: ReactNode;
  onBack?: () => void;
}) => (
  <OnboardingLayout {...(onBack ? { onBack } : {})}>
    <Stack spacing={2.5}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      {lead ? <Typography color="text.secondary">{lead}</Typography> : null}
      {children}
    </Stack>
  </OnboardingLayout>
);
