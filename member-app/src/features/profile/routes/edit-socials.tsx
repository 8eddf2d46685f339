import {
  SOCIAL_NETWORKS,
  type TSocialLinks,
  type TUpdateSocialsRequest,
  ZUpdateSocialsRequest,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PageLoader } from '../../../components/page-loader.tsx';
import { lowercased } from '../../../lib/forms.ts';
import { useSocials, useUpdateSocials } from '../api/socials.ts';
import { EditFormActions, SaveError, useSaveAndReturn } from '../components/edit-form.tsx';
import { ProfilePage } from '../components/profile-page.tsx';
import { SOCIAL_LABELS } from '../lib/socials.ts';

type Output = z.output<typeof ZUpdateSocialsRequest>;

const SocialsForm = ({ links }: { links: TSocialLinks }) => {
  const update = useUpdateSocials();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TUpdateSocialsRequest, unknown, Output>({
    resolver: zodResolver(ZUpdateSocialsRequest),
    defaultValues: Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, links[k] ?? ''])),
  });

  const saved = useSaveAndReturn(SOCIAL_NETWORKS, setError);
  const onSubmit = handleSubmit((body) => {
    update.mutate(body, saved);
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Social links">
      <SaveError error={update.error} />
      {SOCIAL_NETWORKS.map((k) => (
        <TextField
          key={k}
          {...lowercased(register(k))}
          label={SOCIAL_LABELS[k]}
          placeholder="https://"
          slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', spellCheck: false } }}
          fullWidth
          error={errors[k] !== undefined}
          helperText={errors[k]?.message}
        />
      ))}
      <EditFormActions saving={update.isPending} />
    </Stack>
  );
};

/** /my-profile/edit-socials: website and social links, https:// only. */
export const EditSocialsRoute = () => {
  const socials = useSocials();
  return (
    <ProfilePage title="Edit socials">
      {socials.data ? <SocialsForm links={socials.data} /> : <PageLoader />}
    </ProfilePage>
  );
};
