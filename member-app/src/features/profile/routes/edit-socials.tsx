import {
  PROFILE_MESSAGES,
  SOCIAL_NETWORKS,
  type TSocialLinks,
  type TUpdateSocialsRequest,
  ZUpdateSocialsRequest,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { PageLoader } from '../../../components/page-loader.tsx';
import { applyServerErrors, lowercased } from '../../../lib/forms.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useSocials, useUpdateSocials } from '../api/socials.ts';
import { ProfilePage } from '../components/profile-page.tsx';
import { SOCIAL_LABELS } from '../lib/socials.ts';

type Output = z.output<typeof ZUpdateSocialsRequest>;

const SocialsForm = ({ links }: { links: TSocialLinks }) => {
  const update = useUpdateSocials();
  const notify = useNotify();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TUpdateSocialsRequest, unknown, Output>({
    resolver: zodResolver(ZUpdateSocialsRequest),
    defaultValues: Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, links[k] ?? ''])),
  });

  const onSubmit = handleSubmit((body) => {
    update.mutate(body, {
      onSuccess: () => {
        notify({ message: PROFILE_MESSAGES.saved });
        navigate('/my-profile');
      },
      onError: (error) => applyServerErrors(error, SOCIAL_NETWORKS, setError),
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Social links">
      {update.isError ? (
        <Alert severity="error" role="alert">
          {update.error.message}
        </Alert>
      ) : null}
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
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate('/my-profile')} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={update.isPending}>
          Save
        </Button>
      </Stack>
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
