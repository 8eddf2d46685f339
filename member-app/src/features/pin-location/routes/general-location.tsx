import {
  locationFromPlace,
  PAGES,
  type TPlacePrediction,
  VALIDATION_MESSAGES,
  ZLocationSetupRequest,
} from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { LocationAutocomplete } from '../../../components/form/location-autocomplete.tsx';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { getUserQueryOptions, useAuth } from '../../../lib/auth.tsx';
import { formErrorMessage, serverFieldMessages } from '../../../lib/forms.ts';
import { loadGoogleMaps } from '../../../lib/google-maps.ts';
import { useT } from '../../../lib/i18n.ts';
import { getPlaceDetailsQueryOptions } from '../../../lib/places.ts';
import { translateValidation } from '../../../lib/validation-text.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useLocationSetup } from '../api/location-setup.ts';

/** The place picker stands for the whole body: a message about any of its fields goes on the picker. */
const LOCATION_FIELDS: Record<string, 'location'> = Object.fromEntries(
  Object.keys(ZLocationSetupRequest.shape).map((key) => [key, 'location']),
);

/**
 * /general-location: the second half of stage PIN_SETUP (after the PIN), which completes onboarding;
 * completed members use it to change their location. Back leads to /pin-setup during onboarding.
 */
export const GeneralLocationRoute = () => {
  const t = useT();
  const { user } = useAuth();
  const profile = useQuery({ ...getUserQueryOptions(user?.userId ?? ''), enabled: !!user });
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const setup = useLocationSetup();
  const [place, setPlace] = useState<TPlacePrediction | null>(null);
  const [error, setError] = useState<string | undefined>();
  const details = useQuery({ ...getPlaceDetailsQueryOptions(place?.placeId ?? ''), enabled: !!place });

  useEffect(() => {
    void loadGoogleMaps();
  }, []);

  if (!user || !profile.data) return <PageLoader />;
  const onboarding = user.checkOutStatus === 'PIN_SETUP';
  if (onboarding && !profile.data.pinSet) return <Navigate to={PAGES.pinSetup.path} replace />;
  if (!onboarding && user.checkOutStatus !== 'COMPLETED') return <Navigate to={PAGES.home.path} replace />;

  const onContinue = async () => {
    setError(undefined);
    if (!place) return setError(VALIDATION_MESSAGES.locationRequired);
    let picked = details.data;
    try {
      picked ??= await queryClient.fetchQuery(getPlaceDetailsQueryOptions(place.placeId));
    } catch {
      return setError(VALIDATION_MESSAGES.locationRequired);
    }
    const body = ZLocationSetupRequest.safeParse(locationFromPlace(picked));
    if (!body.success) return setError(VALIDATION_MESSAGES.locationRequired);
    setup.mutate(body.data, {
      onSuccess: () => {
        if (!onboarding) notify({ message: t('pin-location.location.updated') });
        navigate(PAGES.home.path, { replace: true });
      },
      onError: (e) => {
        const [onPicker] = serverFieldMessages(e, LOCATION_FIELDS);
        if (onPicker) setError(onPicker[1]);
      },
    });
  };

  const failed = formErrorMessage(setup.error, LOCATION_FIELDS);
  return (
    <OnboardingLayout onBack={() => (onboarding ? navigate(PAGES.pinSetup.path) : navigate(-1))}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t('pin-location.location.text')}</Typography>
        {failed ? (
          <Alert severity="error" role="alert">
            {failed}
          </Alert>
        ) : null}
        {details.isError ? (
          <Alert severity="error" role="alert">
            {details.error.message}
          </Alert>
        ) : null}
        <LocationAutocomplete
          value={place}
          onChange={(p) => {
            setPlace(p);
            if (p) setError(undefined);
          }}
          error={translateValidation(error)}
        />
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={onContinue}
          loading={setup.isPending || (!!place && details.isLoading)}
        >
          {t('pin-location.location.continue')}
        </Button>
      </Stack>
    </OnboardingLayout>
  );
};
