import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { BRAND } from '../../../lib/brand.ts';
import { useT } from '../../../lib/i18n.ts';
import {
  isRestricted,
  mustShowRestrictionPage,
  restrictionViewAtom,
  returnPath,
} from '../../../lib/restrictions.ts';
import { restrictionCheckOptions } from '../api/check-restrictions.ts';
import { UnlockPassForm } from '../components/unlock-pass-form.tsx';

/** Where the member was when the system went down (set by the redirect), if anywhere. */
const fromOf = (state: unknown): string | undefined => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? from : undefined;
};

/**
 * /web-restrictions (spec §2; no title band, back arrow enabled): while the whole system is down, the
 * admin's note, "We'll be back soon" and Try again, which checks again and goes back to where the member
 * was once the system is up. Opened while the system is up, it says so.
 */
export const WebRestrictionsRoute = () => {
  const t = useT();
  const { checked, state, lockedModules } = useAtomValue(restrictionViewAtom);
  // The app's RestrictionWatcher saves every answer of this query.
  const check = useQuery(restrictionCheckOptions());
  const navigate = useNavigate();
  const location = useLocation();
  const from = fromOf(location.state);
  const [tried, setTried] = useState(false);
  const down = mustShowRestrictionPage(state);
  const goBack = () => navigate(returnPath(from), { replace: true });

  // Back to where the member was as soon as a check says the system is up (Try again or the periodic check).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the state only.
  useEffect(() => {
    if (checked && !down && from !== undefined) goBack();
  }, [checked, down]);

  const tryAgain = async () => {
    setTried(false);
    await check.refetch();
    setTried(true);
  };

  if (!checked && check.isPending) {
    return (
      <OnboardingLayout>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('restrictions.page.checking')} />
        </Box>
      </OnboardingLayout>
    );
  }
  if (!checked) {
    return (
      <OnboardingLayout>
        <Stack spacing={2.5}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('restrictions.page.unreachable', { product: BRAND.productName })}
          </Typography>
          <Alert severity="error" role="alert">
            {check.error?.message ?? t('restrictions.page.checkConnection')}
          </Alert>
          <Button variant="contained" size="large" onClick={tryAgain} loading={check.isFetching}>
            {t('restrictions.page.tryAgain')}
          </Button>
        </Stack>
      </OnboardingLayout>
    );
  }

  return (
    <OnboardingLayout>
      <Stack spacing={2.5}>
        {down ? (
          <>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('restrictions.page.backSoon')}
            </Typography>
            <Typography>{state.adminNote || t('restrictions.page.downDefault')}</Typography>
            <Typography color="text.secondary">{t('restrictions.page.safe')}</Typography>
          </>
        ) : (
          <>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('restrictions.page.open')}
            </Typography>
            {state.isModulesLocked && !state.isEnableRoute && lockedModules.length > 0 ? (
              <Typography>
                {t('restrictions.page.underMaintenance', {
                  modules: lockedModules.map((m) => m.name).join(', '),
                  note: state.adminNote,
                })}
              </Typography>
            ) : null}
          </>
        )}
        {check.isError ? (
          <Alert severity="error" role="alert">
            {check.error.message}
          </Alert>
        ) : tried && down ? (
          <Alert severity="info" role="status">
            {t('restrictions.page.stillWorking')}
          </Alert>
        ) : null}
        {down ? (
          <Button variant="contained" size="large" onClick={tryAgain} loading={check.isFetching}>
            {t('restrictions.page.tryAgain')}
          </Button>
        ) : (
          <Button variant="contained" size="large" onClick={goBack}>
            {t('restrictions.page.continue')}
          </Button>
        )}
        {isRestricted(state) && <UnlockPassForm onUnlocked={goBack} />}
      </Stack>
    </OnboardingLayout>
  );
};
