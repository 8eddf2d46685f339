import {
  SOCIAL_NETWORKS,
  type TSocialLinks,
  type TUpdateSocialsRequest,
  ZUpdateSocialsRequest,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PageLoader } from '../../../components/page-loader.tsx';
import { lowercased } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { SOCIAL_LABELS } from '../../../lib/socials.ts';
import { translateValidation } from '../../../lib/validation-text.ts';
import { useSocials, useUpdateSocials } from '../api/socials.ts';
import { EditForm, useSubmitAndReturn } from '../components/edit-form.tsx';
import { ProfilePage } from '../components/profile-page.tsx';

type Output = z.output<typeof ZUpdateSocialsRequest>;

const SocialsForm = ({ links }: { links: TSocialLinks }) => {
  const t = useT();
  const update = useUpdateSocials();
  const form = useForm<TUpdateSocialsRequest, unknown, Output>({
    resolver: zodResolver(ZUpdateSocialsRequest),
    defaultValues: Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, links[k] ?? ''])),
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = useSubmitAndReturn(form, SOCIAL_NETWORKS, (body, then) => update.mutate(body, then));

  return (
    <EditForm
      label={t('profile.editSocials.form')}
      onSubmit={onSubmit}
      saving={update.isPending}
      error={update.error}
    >
      {SOCIAL_NETWORKS.map((k) => (
        <TextField
          key={k}
          {...lowercased(register(k))}
          label={k === 'website' ? t('profile.socials.website') : SOCIAL_LABELS[k]}
          placeholder="https://"
          slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', spellCheck: false } }}
          fullWidth
          error={errors[k] !== undefined}
          helperText={translateValidation(errors[k]?.message)}
        />
      ))}
    </EditForm>
  );
};

/** /my-profile/edit-socials: website and social links, https:// only. */
export const EditSocialsRoute = () => {
  const t = useT();
  const socials = useSocials();
  return (
    <ProfilePage title={t('profile.editSocials.title')}>
      {socials.data ? <SocialsForm links={socials.data} /> : <PageLoader />}
    </ProfilePage>
  );
};
