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
import { useT } from '../../../lib/i18n.ts';
import { sanitizeMoneyInput } from '../../../lib/money.ts';
import { getPlaceDetailsQueryOptions } from '../../../lib/places.ts';
import { type PickedLocation, ZPriceStep } from '../lib/draft.ts';
import { messageIn, PRICE_TYPE_LABEL } from '../lib/text.ts';
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
  const t = useT();
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
    <Stack
      component="form"
      noValidate
      onSubmit={submit('next')}
      spacing={3}
      aria-label={t('offer-editor.price.form')}
    >
      <SaveProblem error={error} />
      <Controller
        control={control}
        name="priceType"
        render={({ field }) => (
          <FormControl error={!!errors.priceType} required>
            <FormLabel id="price-type-label">{t('offer-editor.price.type')}</FormLabel>
            <RadioGroup row aria-labelledby="price-type-label" {...field}>
              {PRICE_TYPES.map((p) => (
                <FormControlLabel key={p} value={p} control={<Radio />} label={t(PRICE_TYPE_LABEL[p])} />
              ))}
            </RadioGroup>
            {errors.priceType ? (
              <FormHelperText>{messageIn(t, errors.priceType.message)}</FormHelperText>
            ) : null}
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
            label={priceType === 'Hourly' ? t('offer-editor.price.perHour') : t('offer-editor.price.price')}
            required={priceType !== 'See Description'}
            error={!!errors.price}
            helperText={
              messageIn(t, errors.price?.message) ??
              (priceType === 'See Description'
                ? t('offer-editor.price.optional')
                : t('offer-editor.price.limit', {
                    max: formatNumber(NUMBER_MAXIMUM),
                    currency: CURRENCY_DISPLAY,
                  }))
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
        <FormLabel id="where-label">{t('offer-editor.price.where')}</FormLabel>
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
                ? t('offer-editor.price.whereNow', { place: draft.savedPlace })
                : t('offer-editor.price.general')
            }
          />
          <FormControlLabel value="other" control={<Radio />} label={t('offer-editor.price.other')} />
        </RadioGroup>
      </FormControl>
      {where === 'other' ? (
        <Stack spacing={1}>
          {draft.location ? (
            <Typography>
              {t('offer-editor.price.selected')} <strong>{draft.location.label}</strong>
            </Typography>
          ) : null}
          <LocationAutocomplete
            label={t('offer-editor.price.search')}
            value={place}
            onChange={(p) => void pickPlace(p)}
            error={messageIn(t, placeError)}
          />
        </Stack>
      ) : (
        <Alert severity="info" variant="outlined">
          {t('offer-editor.price.generalInfo')}
        </Alert>
      )}
      <StepActions stepId={3} saving={saving} onSave={() => void submit('save')()} />
    </Stack>
  );
};
