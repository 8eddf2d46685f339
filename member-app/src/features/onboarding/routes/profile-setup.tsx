import type { MemberKind } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import type { Messages } from '../../../i18n/messages.ts';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';
import { userAtom } from '../../../stores/session.ts';
import { useSetAccountType } from '../api/set-account-type.ts';

const OPTIONS = [
  {
    value: 'PERSONAL',
    label: 'onboarding.accountType.personal',
    description: 'onboarding.accountType.personalDescription',
  },
  {
    value: 'BUSINESS',
    label: 'onboarding.accountType.business',
    description: 'onboarding.accountType.businessDescription',
  },
] as const satisfies readonly { value: MemberKind; label: keyof Messages; description: keyof Messages }[];

/** The page after choosing the type. */
export const accountTypeRoute = (t: MemberKind) =>
  t === 'BUSINESS' ? PAGES.businessDetail.path : PAGES.personalProfile.path;

/** /profile-setup: Personal or Business (changeable until the profile is saved). */
export const ProfileSetupRoute = () => {
  const t = useT();
  const member = useAtomValue(userAtom);
  const { data: user } = useQuery({ ...getUserQueryOptions(member?.userId ?? ''), enabled: !!member });
  const [choice, setChoice] = useState<MemberKind | null>(null);
  const selected = choice ?? user?.accountType ?? null;
  const setType = useSetAccountType();
  const navigate = useNavigate();

  const onContinue = () => {
    if (!selected) return;
    setType.mutate(selected, { onSuccess: () => navigate(accountTypeRoute(selected)) });
  };

  return (
    <OnboardingLayout>
      <Stack spacing={3}>
        {setType.isError ? (
          <Alert severity="error" role="alert">
            {setType.error.message}
          </Alert>
        ) : null}
        <RadioGroup
          aria-label={t('onboarding.accountType.label')}
          value={selected ?? ''}
          onChange={(e) => setChoice(e.target.value as MemberKind)}
        >
          <Stack spacing={1.5}>
            {OPTIONS.map((o) => (
              <Box
                key={o.value}
                sx={{
                  border: 1,
                  borderColor: selected === o.value ? 'primary.main' : 'divider',
                  borderRadius: 2,
                  px: 2,
                  py: 1,
                }}
              >
                <FormControlLabel
                  value={o.value}
                  control={<Radio />}
                  label={
                    <Box>
                      <Typography sx={{ fontWeight: 700 }}>{t(o.label)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(o.description)}
                      </Typography>
                    </Box>
                  }
                  slotProps={{ typography: { component: 'div' } }}
                  sx={{ width: '100%', m: 0 }}
                />
              </Box>
            ))}
          </Stack>
        </RadioGroup>
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={!selected}
          loading={setType.isPending}
          onClick={onContinue}
        >
          {t('onboarding.continue')}
        </Button>
      </Stack>
    </OnboardingLayout>
  );
};
