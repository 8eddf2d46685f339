import {
  CURRENCY_DISPLAY,
  formatNumber,
  NUMBER_MAXIMUM,
  PRICE_TYPES,
  type TPlacePrediction,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { LocationAutocomplete } from '../../../components/form/location-autocomplete.tsx';
import { sanitizeMoneyInput } from '../../../lib/money.ts';
import { getPlaceDetailsQueryOptions } from '../../../lib/places.ts';
import { type PickedLocation, ZPriceStep } from '../lib/draft.ts';
import { useEditor } from './editor-context.tsx';
import { SaveProblem, StepActions } from './step-actions.tsx';
import { useDraftForm } from './use-persist.ts';
import { useStepFinish } from './use-step-finish.ts';

interface Values {
  priceType: string;
  price: string;
}

/** Step 3: price in BITS with its type, and where the offer is (the member's general location by default). */
export const PriceStep = () => {
  const { draft, setDraft } = useEditor();
  const queryClient = useQueryClient();
  const { finish, saving, error } = useStepFinish(3);
  const [where, setWhere] = useState<'general' | 'other'>(draft.location ? 'other' : 'general');
  const [place, setPlace] = useState<TPlacePrediction | null>(null);
  const [placeError, setPlaceError] = useState<string | undefined>();
  const {
    control,
    watch,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useDraftForm<Values>(ZPriceStep, { priceType: draft.priceType ?? '', price: draft.price }, (v) =>
    setDraft((d) => ({ ...d, priceType: (v.priceType || null) as typeof d.priceType, price: v.price })),
  );
  const priceType = watch('priceType');

  /** The picked place's coordinates, city and province (place details). */
  const pickPlace = async (p: TPlacePrediction | null) => {
    setPlace(p);
    setPlaceError(undefined);
    if (!p) return;
    try {
      const d = await queryClient.fetchQuery(getPlaceDetailsQueryOptions(p.placeId));
      const find = (type: string) => d.address_components.find((c) => c.types.includes(type));
      const location: PickedLocation = {
        label: d.formatted_address || p.description,
        city: find('locality')?.long_name ?? find('postal_town')?.long_name ?? p.mainText ?? null,
        province: find('administrative_area_level_1')?.short_name ?? null,
        latitude: d.geometry.location.lat,
        longitude: d.geometry.location.lng,
      };
      setDraft((dr) => ({ ...dr, location }));
    } catch {
      setPlaceError(VALIDATION_MESSAGES.locationRequired);
    }
  };

  const submit = (action: 'next' | 'save') =>
    handleSubmit(async () => {
      if (where === 'other' && !draft.location) {
        setPlaceError(VALIDATION_MESSAGES.locationRequired);
        return;
      }
      const v = getValues();
      await finish(
        {
          priceType: v.priceType as NonNullable<typeof draft.priceType>,
          price: v.priceType === 'See Description' && !v.price ? '' : v.price,
          location: where === 'general' ? null : draft.location,
        },
        action,
      );
    });

  return (
    <Stack component="form" noValidate onSubmit={submit('next')} spacing={3} aria-label="Price and location">
      <SaveProblem error={error} />
      <Controller
        control={control}
        name="priceType"
        render={({ field }) => (
          <FormControl error={!!errors.priceType} required>
            <FormLabel id="price-type-label">Price type</FormLabel>
            <RadioGroup row aria-labelledby="price-type-label" {...field}>
              {PRICE_TYPES.map((t) => (
                <FormControlLabel key={t} value={t} control={<Radio />} label={t} />
              ))}
            </RadioGroup>
            {errors.priceType ? <FormHelperText>{errors.priceType.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="price"
        render={({ field }) => (
          <TextField
            {...field}
            onChange={(e) => field.onChange(sanitizeMoneyInput(e.target.value))}
            label={priceType === 'Hourly' ? 'Price per hour' : 'Price'}
            required={priceType !== 'See Description'}
            error={!!errors.price}
            helperText={
              errors.price?.message ??
              (priceType === 'See Description'
                ? 'Optional: the description explains the price.'
                : `Up to ${formatNumber(NUMBER_MAXIMUM)} ${CURRENCY_DISPLAY}, two decimals at most.`)
            }
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { endAdornment: <InputAdornment position="end">{CURRENCY_DISPLAY}</InputAdornment> },
            }}
            sx={{ maxWidth: 320 }}
          />
        )}
      />
      <FormControl>
        <FormLabel id="where-label">Where is the offer?</FormLabel>
        <RadioGroup
          aria-labelledby="where-label"
          value={where}
          onChange={(e) => {
            const next = e.target.value as 'general' | 'other';
            setWhere(next);
            if (next === 'general') setDraft((d) => ({ ...d, location: null }));
          }}
        >
          <FormControlLabel
            value="general"
            control={<Radio />}
            label={
              draft.offerId && draft.savedPlace
                ? `Where it is now (${draft.savedPlace})`
                : 'My general location'
            }
          />
          <FormControlLabel value="other" control={<Radio />} label="Another place" />
        </RadioGroup>
      </FormControl>
      {where === 'other' ? (
        <Stack spacing={1}>
          {draft.location ? (
            <Typography>
              Selected: <strong>{draft.location.label}</strong>
            </Typography>
          ) : null}
          <LocationAutocomplete
            label="Search a city or address"
            value={place}
            onChange={(p) => void pickPlace(p)}
            error={placeError}
          />
        </Stack>
      ) : (
        <Alert severity="info" variant="outlined">
          Members near your general location will find this offer. You can change your general location in
          your profile.
        </Alert>
      )}
      <StepActions stepId={3} saving={saving} onSave={() => void submit('save')()} />
    </Stack>
  );
};
