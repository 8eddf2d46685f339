import {
  formatDateTime,
  type TCreatePledgeRequest,
  type TPledge,
  ZCreatePledgeRequest,
} from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useDataProvider, useNotify } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { useCan } from '../permissions/useCan.ts';
import { PLEDGE_RESOURCE, type PledgeDataProvider } from './pledgeDataProvider.ts';

/** The query key of the current pledge (a save puts the new version there). */
const PLEDGE_KEY = [PLEDGE_RESOURCE, 'current'] as const;

/** The community pledge business members accept: shows the current text, saves a new version. */
export const PledgePage = () => {
  const dataProvider = useDataProvider<PledgeDataProvider>();
  const pledge = useQuery({
    queryKey: PLEDGE_KEY,
    queryFn: () => dataProvider.currentPledge(PLEDGE_RESOURCE, {}),
    retry: false,
  });
  if (pledge.data !== undefined) return <PledgeForm current={pledge.data} />;
  if (pledge.error) return <Alert severity="error">{pledge.error.message}</Alert>;
  return <Loading />;
};

/** The current version (null: none set yet) and the text, in English and in French, to save as the next one. */
const PledgeForm = ({ current }: { current: TPledge | null }) => {
  const dataProvider = useDataProvider<PledgeDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();
  const mayEdit = useCan('createPledge');
  const t = useT();
  const [text, setText] = useState(current?.description ?? '');
  const [textFr, setTextFr] = useState(current?.descriptionFr ?? '');
  const [error, setError] = useState<string | null>(null);
  const [errorFr, setErrorFr] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: TCreatePledgeRequest) => dataProvider.savePledge(PLEDGE_RESOURCE, body),
    onSuccess: (saved) => {
      client.setQueryData(PLEDGE_KEY, saved);
      setText(saved?.description ?? '');
      setTextFr(saved?.descriptionFr ?? '');
      notify('console.pledge.saved', { type: 'success' });
    },
    onError: (e) => setError(e.message),
  });

  const submit = () => {
    const parsed = ZCreatePledgeRequest.safeParse({ description: text, descriptionFr: textFr });
    if (!parsed.success) {
      const messageOf = (field: string) =>
        parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null;
      setError(messageOf('description'));
      setErrorFr(messageOf('descriptionFr'));
      return;
    }
    save.mutate(parsed.data);
  };

  const unchanged =
    text.trim() === (current?.description ?? '') && textFr.trim() === (current?.descriptionFr ?? '');
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={t('console.pledge.title')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h1">
            {t('console.pledge.heading')}
          </Typography>
          <Typography color="text.secondary">{t('console.pledge.intro')}</Typography>
          {current ? (
            <Typography variant="body2" color="text.secondary">
              {t('console.pledge.currentVersion', { date: formatDateTime(current.createdAt) })}
            </Typography>
          ) : (
            <Alert severity="info">{t('console.pledge.none')}</Alert>
          )}
          <TextField
            label={t('console.pledge.text')}
            multiline
            minRows={5}
            required
            slotProps={{ input: { readOnly: !mayEdit } }}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? `${text.length}/5000`}
          />
          <TextField
            label={t('console.pledge.textFr')}
            multiline
            minRows={5}
            slotProps={{ input: { readOnly: !mayEdit }, htmlInput: { lang: 'fr-CA' } }}
            value={textFr}
            onChange={(e) => {
              setTextFr(e.target.value);
              setErrorFr(null);
            }}
            error={errorFr !== null}
            helperText={errorFr ?? `${t('console.pledge.textFrHint')} ${textFr.length}/5000`}
          />
          {mayEdit ? (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={submit} loading={save.isPending} disabled={unchanged}>
                {t('console.pledge.save')}
              </Button>
            </Stack>
          ) : (
            <Typography variant="body2">{t('console.pledge.superAdminOnly')}</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
