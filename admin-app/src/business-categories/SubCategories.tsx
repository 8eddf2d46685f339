import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useBasename, useCreate, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/useT.ts';
import { useCan } from '../permissions/useCan.ts';
import { validateCategoryName } from './CategoryInputs.tsx';
import { CATEGORIES_RESOURCE, type CategoryRecord } from './categoriesDataProvider.ts';

/** A category's sub-categories (each opens its own edit page) and a form to add one. */
export const SubCategories = () => {
  const record = useRecordContext<CategoryRecord>();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const basename = useBasename();
  const mayAdd = useCan('createBusinessSubCategory');
  const t = useT();
  if (!record || record.parentId !== null) return null;

  const add = () => {
    const problem = validateCategoryName(name);
    if (problem) return setError(problem);
    create(
      CATEGORIES_RESOURCE,
      { data: { name: name.trim(), parentId: record.id, isActive: true } },
      {
        onSuccess: () => {
          setName('');
          setError(null);
          notify('console.business-categories.subAdded', { type: 'success' });
          refresh();
        },
        onError: (e) => {
          const body = (e as { body?: { errors?: Record<string, string> } }).body;
          setError(body?.errors?.name ?? (e as Error).message);
        },
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="sub-categories-heading" sx={{ px: 2, pb: 3, maxWidth: 560 }}>
      <Typography id="sub-categories-heading" variant="h6" component="h2" gutterBottom>
        {t('console.business-categories.subCategories')}
      </Typography>
      {record.subCategories.length === 0 ? (
        <Typography color="text.secondary">{t('console.business-categories.noSub')}</Typography>
      ) : (
        <List dense aria-label={t('console.business-categories.subCategories')}>
          {record.subCategories.map((s) => (
            // Each link in its own <li>: a <ul> holds list items only.
            <ListItem key={s.id} disablePadding>
              <ListItemButton component={Link} to={`${basename}/${CATEGORIES_RESOURCE}/${s.id}`}>
                <ListItemText primary={s.name} secondary={s.nameFr} />
                {s.isActive ? null : <Chip size="small" label={t('console.business-categories.inactive')} />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {mayAdd ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <TextField
            label={t('console.business-categories.newSub')}
            size="small"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            error={error !== null}
            helperText={error ?? undefined}
            sx={{ flex: 1 }}
          />
          <Button variant="contained" onClick={add} loading={isPending}>
            {t('console.business-categories.addSub')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
};
