import { formatDateTime, type TPledge, ZCreatePledgeRequest } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { api } from '../api.ts';
import { useCan } from '../permissions/useCan.ts';

/** Where the pledge page lives, relative to the console. */
export const PLEDGE_PATH = '/pledge';

/** The community pledge business members accept: shows the current text, saves a new version. */
export const PledgePage = () => {
  const notify = useNotify();
  const mayEdit = useCan('createPledge');
  const [current, setCurrent] = useState<TPledge | null | undefined>(undefined);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    api.getPledge().then(
      (res) => {
        if (!live) return;
        setCurrent(res.data);
        setText(res.data?.description ?? '');
      },
      (e: Error) => live && setLoadError(e.message),
    );
    return () => {
      live = false;
    };
  }, []);

  const save = async () => {
    const parsed = ZCreatePledgeRequest.safeParse({ description: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setSaving(true);
    try {
      const res = await api.createPledge(parsed.data);
      setCurrent(res.data);
      setText(res.data?.description ?? '');
      notify('The pledge has been saved.', { type: 'success' });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (current === undefined) return <Loading />;
  const unchanged = text.trim() === (current?.description ?? '');
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Pledge" />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h1">
            Community pledge
          </Typography>
          <Typography color="text.secondary">
            Business members accept this text when they sign up. Saving creates a new version; members who
            sign up from then on accept the new one.
          </Typography>
          {current ? (
            <Typography variant="body2" color="text.secondary">
              Current version saved {formatDateTime(current.createdAt)}
            </Typography>
          ) : (
            <Alert severity="info">No pledge has been set yet.</Alert>
          )}
          <TextField
            label="Pledge text"
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
          {mayEdit ? (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={save} loading={saving} disabled={unchanged}>
                Save pledge
              </Button>
            </Stack>
          ) : (
            <Typography variant="body2">Only a super admin can change the pledge.</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
