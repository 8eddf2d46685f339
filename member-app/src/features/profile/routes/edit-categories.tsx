import {
  MAX_BUSINESS_CATEGORIES,
  type TBusinessCategory,
  type TUpdateMyCategoriesRequest,
  ZUpdateMyCategoriesRequest,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useOwnProfile } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';
import { translateValidation } from '../../../lib/validation-text.ts';
import { useAllBusinessCategories, useMyCategories, useUpdateMyCategories } from '../api/my-categories.ts';
import { EditForm, useSubmitAndReturn } from '../components/edit-form.tsx';
import { ProfilePage } from '../components/profile-page.tsx';

const CategoriesForm = ({ all, selected }: { all: TBusinessCategory[]; selected: number[] }) => {
  const t = useT();
  const update = useUpdateMyCategories();
  const form = useForm<TUpdateMyCategoriesRequest>({
    resolver: zodResolver(ZUpdateMyCategoriesRequest),
    defaultValues: { categoryIds: selected },
  });
  const { control, watch } = form;
  const chosen = watch('categoryIds');

  const onSubmit = useSubmitAndReturn(form, ['categoryIds'], (body, then) => update.mutate(body, then));

  return (
    <EditForm
      label={t('profile.editCategories.form')}
      spacing={2}
      onSubmit={onSubmit}
      saving={update.isPending}
      error={update.error}
    >
      <Typography color="text.secondary">
        {t('profile.editCategories.lead', { max: MAX_BUSINESS_CATEGORIES, count: chosen.length })}
      </Typography>
      <Controller
        control={control}
        name="categoryIds"
        render={({ field, fieldState }) => {
          const toggle = (id: number, on: boolean) =>
            field.onChange(on ? [...field.value, id] : field.value.filter((v) => v !== id));
          const box = (c: { id: number; name: string }, indent: boolean) => {
            const checked = field.value.includes(c.id);
            return (
              <FormControlLabel
                key={c.id}
                sx={indent ? { ml: 3 } : undefined}
                label={c.name}
                control={
                  <Checkbox
                    checked={checked}
                    disabled={!checked && field.value.length >= MAX_BUSINESS_CATEGORIES}
                    onChange={(e) => toggle(c.id, e.target.checked)}
                  />
                }
              />
            );
          };
          return (
            <Box>
              <Stack>
                {all.map((c) => (
                  <Box key={c.id} sx={{ display: 'flex', flexDirection: 'column' }}>
                    {box(c, false)}
                    {c.subCategories.map((s) => box(s, true))}
                  </Box>
                ))}
              </Stack>
              {fieldState.error ? (
                <FormHelperText error>{translateValidation(fieldState.error.message)}</FormHelperText>
              ) : null}
            </Box>
          );
        }}
      />
    </EditForm>
  );
};

/** /my-profile/edit-categories (business members): the business's categories. */
export const EditCategoriesRoute = () => {
  const t = useT();
  const profile = useOwnProfile();
  const isBusiness = !!profile.data?.business;
  const all = useAllBusinessCategories();
  const mine = useMyCategories(isBusiness);
  let content = <PageLoader />;
  if (profile.data && !isBusiness) content = <Alert severity="info">{t('profile.edit.businessOnly')}</Alert>;
  else if (all.isError || mine.isError)
    content = <Alert severity="error">{(all.error ?? mine.error)?.message}</Alert>;
  else if (all.data && mine.data)
    content = <CategoriesForm all={all.data} selected={mine.data.map((c) => c.id)} />;
  return <ProfilePage title={t('profile.editCategories.title')}>{content}</ProfilePage>;
};
