import { OFFER_CATEGORIES, type OfferCategory } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '../../../lib/i18n.ts';
import { ZCategoryStep } from '../lib/draft.ts';
import { reopenFrom } from '../lib/steps.ts';
import { CATEGORY_HINT, CATEGORY_LABEL, messageIn, stepName } from '../lib/text.ts';
import { useEditor } from './editor-context.tsx';
import { SaveProblem, StepActions } from './step-actions.tsx';
import { useStepFinish } from './use-step-finish.ts';

type Values = { category: OfferCategory | '' };

/** Step 1: the category. Changing it clears the category-specific fields. */
export const CategoryStep = () => {
  const t = useT();
  const { draft, setDraft, setSteps, mode, status } = useEditor();
  const locked = mode === 'edit' && status !== 'DRAFT';
  const { finish, saving, error } = useStepFinish(1);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof ZCategoryStep>>({
    resolver: zodResolver(ZCategoryStep) as never,
    defaultValues: { category: draft.category ?? '' },
  });

  const onSubmit = handleSubmit(async ({ category }) => {
    const changed = category !== draft.category;
    if (changed && draft.category) setSteps((s) => reopenFrom(s, 2));
    await finish(changed ? { category, details: {} } : { category });
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={stepName(t, 1)}>
      {locked ? <Alert severity="info">{t('offer-editor.offer.categoryLocked')}</Alert> : null}
      <SaveProblem error={error} />
      <Controller
        control={control}
        name="category"
        render={({ field }) => (
          <FormControl error={!!errors.category} disabled={locked} required>
            <FormLabel
              id="offer-category-label"
              // A locked category is still read: its question keeps a readable colour.
              sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}
            >
              {t('offer-editor.categoryStep.question')}
            </FormLabel>
            <RadioGroup
              aria-labelledby="offer-category-label"
              name={field.name}
              value={field.value}
              onChange={(e) => {
                field.onChange(e.target.value);
                if (draft.category && e.target.value !== draft.category && !locked) {
                  setDraft((d) => ({ ...d, category: e.target.value as OfferCategory, details: {} }));
                  setSteps((s) => reopenFrom(s, 2));
                }
              }}
            >
              {OFFER_CATEGORIES.map((c) => (
                <FormControlLabel
                  key={c}
                  value={c}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { mt: '-8px' } }}
                  label={
                    <span>
                      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                        {t(CATEGORY_LABEL[c])}
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {t(CATEGORY_HINT[c])}
                      </Typography>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
            {errors.category ? (
              <FormHelperText>{messageIn(t, errors.category.message)}</FormHelperText>
            ) : null}
          </FormControl>
        )}
      />
      <StepActions stepId={1} saving={saving} />
    </Stack>
  );
};
