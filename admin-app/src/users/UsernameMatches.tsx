import type { TUserNameMatch } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/useT.ts';
import { USER_STATUS_KEYS } from './userLabels.ts';
import { matchLabel, matchName } from './usernameLookup.ts';
import { USERS_RESOURCE } from './usersDataProvider.ts';

/** Where a username lookup stands. */
export type LookupResult =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; matches: TUserNameMatch[]; total: number };

/**
 * The answer of "Find member by username" for `q`: a spinner, the error, "No member with that
 * username", or how many match and the list of links to each member's page (avatar, name, username,
 * e-mail, status). `resultRef(i)` and `onResultKeyDown(i)` let the lookup move focus between them.
 */
export const UsernameMatches = ({
  q,
  result,
  resultRef,
  onResultKeyDown,
}: {
  q: string;
  result: LookupResult;
  resultRef: (index: number) => (el: HTMLElement | null) => void;
  onResultKeyDown: (index: number) => (e: KeyboardEvent) => void;
}) => {
  const createPath = useCreatePath();
  const t = useT();
  return (
    <>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {result.status === 'loading' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-label={t('console.users.lookup.loading')} />
            <Typography variant="body2">{t('console.users.lookup.lookingUp', { q })}</Typography>
          </Stack>
        ) : result.status === 'error' ? (
          <Alert severity="error" role="alert">
            {t('console.users.lookup.failed', { error: result.message })}
          </Alert>
        ) : result.matches.length === 0 ? (
          <Typography variant="body2">{t('console.users.lookup.none')}</Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {result.total > result.matches.length
              ? t('console.users.lookup.firstOf', { shown: result.matches.length, total: result.total })
              : t('console.users.lookup.found', { smart_count: result.total })}
          </Typography>
        )}
      </Box>
      {result.status === 'done' && result.matches.length > 0 && (
        <List dense aria-label={t('console.users.lookup.matching', { q })} sx={{ pb: 0 }}>
          {result.matches.map((m, i) => (
            <li key={m.id}>
              <ListItemButton
                component={Link}
                to={createPath({ resource: USERS_RESOURCE, id: m.id, type: 'show' })}
                aria-label={matchLabel(m, t)}
                ref={resultRef(i)}
                onKeyDown={onResultKeyDown(i)}
                sx={{ minHeight: 48, gap: 1, flexWrap: 'wrap' }}
              >
                <ListItemAvatar sx={{ minWidth: 48 }}>
                  <Avatar aria-hidden>{matchName(m).charAt(0).toUpperCase()}</Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={matchName(m)}
                  secondary={`@${m.userName} · ${m.email}`}
                  sx={{ minWidth: 0, '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
                />
                <Chip size="small" variant="outlined" label={t(USER_STATUS_KEYS[m.status])} />
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
    </>
  );
};
