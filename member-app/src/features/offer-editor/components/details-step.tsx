import { OFFER_DESCRIPTION_MAX, OFFER_TITLE_MAX, type OfferCategory } from '@barterbits/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useT } from '../../../lib/i18n.ts';
import { DETAIL_FIELDS, zDetailsStep } from '../lib/draft.ts';
import { CATEGORY_LABEL, choiceLabel, fieldHint, fieldLabel, messageIn, stepName } from '../lib/text.ts';
import { useEditor } from './editor-context.tsx';
import { SaveProblem, StepActions } from './step-actions.tsx';
import { useDraftForm } from './use-persist.ts';
import { useStepFinish } from './use-step-finish.ts';

interface Values {
  title: string;
  description: string;
  details: Record<string, string>;
}

/** Step 2: title, description (with a character counter) and the category's own fields. */
export const DetailsStep = () => {
  const t = useT();
  const { draft, setDraft } = useEditor();
  const category = draft.category as OfferCategory;
  const { finish, saving, error } = useStepFinish(2);
  const {
    register,
    control,
    watch,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useDraftForm<Values>(
    zDetailsStep(category),
    {
      title: draft.title,
      description: draft.description,
      details: Object.fromEntries(DETAIL_FIELDS[category].map((f) => [f.name, draft.details[f.name] ?? ''])),
    },
    (v) => setDraft((d) => ({ ...d, ...v, details: { ...v.details } })),
  );
  const description = watch('description') ?? '';
  const title = watch('title') ?? '';
  const detailErrors = (errors.details ?? {}) as Record<string, { message?: string } | undefined>;

  const submit = (action: 'next' | 'save') =>
    handleSubmit(async () => {
      const v = getValues();
      await finish({ title: v.title, description: v.description, details: { ...v.details } }, action);
    });

  return (
    <Stack component="form" noValidate onSubmit={submit('next')} spacing={2.5} aria-label={stepName(t, 2)}>
      <SaveProblem error={error} />
      <TextField
        {...register('title')}
        label={t('offer-editor.details.title')}
        required
        fullWidth
        error={!!errors.title}
        helperText={messageIn(t, errors.title?.message) ?? `${title.length}/${OFFER_TITLE_MAX}`}
        slotProps={{ htmlInput: { maxLength: OFFER_TITLE_MAX } }}
      />
      <TextField
        {...register('description')}
        label={t('offer-editor.details.description')}
        required
        fullWidth
        multiline
        minRows={4}
        error={!!errors.description}
        helperText={
          <Stack component="span" direction="row" sx={{ justifyContent: 'space-between' }}>
            <span>{messageIn(t, errors.description?.message) ?? ''}</span>
            <span aria-live="polite">
              {description.length}/{OFFER_DESCRIPTION_MAX}
            </span>
          </Stack>
        }
        slotProps={{ htmlInput: { maxLength: OFFER_DESCRIPTION_MAX } }}
      />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('offer-editor.details.heading', { category: t(CATEGORY_LABEL[category]) })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexWrap: 'wrap', gap: 2 }}>
        {DETAIL_FIELDS[category].map((f) => {
          const name = `details.${f.name}` as const;
          const err = messageIn(t, detailErrors[f.name]?.message);
          const common = {
            label: fieldLabel(t, f.name, f.label),
            required: f.required,
            error: !!err,
            helperText: err ?? fieldHint(t, f.name, f.hint) ?? ' ',
            sx: { flex: { sm: '1 1 200px' } },
          };
          if (f.kind === 'text') return <TextField key={f.name} {...common} {...register(name)} />;
          return (
            <Controller
              key={f.name}
              control={control}
              name={name}
              render={({ field }) =>
                f.kind === 'select' ? (
                  <TextField {...common} select {...field} value={field.value ?? ''}>
                    {f.options?.map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {choiceLabel(t, o.value, o.label)}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : (
                  <TextField
                    {...common}
                    {...field}
                    value={field.value ?? ''}
                    // Whole numbers only: no letters, no "e", no signs (spec §5).
                    onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 7))}
                    slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                  />
                )
              }
            />
          );
        })}
      </Stack>
      <StepActions stepId={2} saving={saving} onSave={() => void submit('save')()} />
    </Stack>
  );
};
