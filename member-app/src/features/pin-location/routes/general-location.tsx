import { isApiError } from '@barterbits/api-client';
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
import { loadGoogleMaps } from '../../../lib/google-maps.ts';
import { getPlaceDetailsQueryOptions } from '../../../lib/places.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useLocationSetup } from '../api/location-setup.ts';

/**
 * /general-location: the second half of stage PIN_SETUP (after the PIN), which completes onboarding;
 * completed members use it to change their location. Back leads to /pin-setup during onboarding.
 */
export const GeneralLocationRoute = () => {
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
        if (!onboarding) notify({ message: 'Your location has been updated.' });
        navigate(PAGES.home.path, { replace: true });
      },
      onError: (e) => {
        const field = isApiError(e) ? e.fieldErrors && Object.values(e.fieldErrors)[0]?.[0] : undefined;
        if (field) setError(field);
      },
    });
  };

  const failed = setup.isError && !(isApiError(setup.error) && setup.error.fieldErrors);
  return (
    <OnboardingLayout onBack={() => (onboarding ? navigate(PAGES.pinSetup.path) : navigate(-1))}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">
          We use your general location to show offers and members near you. Pick your city.
        </Typography>
        {failed ? (
          <Alert severity="error" role="alert">
            {setup.error.message}
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
          error={error}
        />
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={onContinue}
          loading={setup.isPending || (!!place && details.isLoading)}
        >
          Continue
        </Button>
      </Stack>
    </OnboardingLayout>
  );
};
