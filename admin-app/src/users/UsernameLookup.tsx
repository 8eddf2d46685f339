import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { errorMessage } from '../providers/errors.ts';
import { UsernameMatches } from './UsernameMatches.tsx';
import { LOOKUP_MAX, lookupTextOf, nextFocus } from './usernameLookup.ts';
import { USERS_RESOURCE, type UserNameMatches, type UsersDataProvider } from './usersDataProvider.ts';

const FIELD_ID = 'username-lookup';

/**
 * "Find member by username" (GET /user/user-name, every admin role): type part of a username and
 * press Enter; the matches (exact match first) link to each member's page. Arrow Down moves from the
 * field into the results, Up and Down move between them, Tab works as usual.
 */
export const UsernameLookup = () => {
  const dataProvider = useDataProvider<UsersDataProvider>();
  const t = useT();
  const [text, setText] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRefs = useRef<(HTMLElement | null)[]>([]);
  const lookup = useQuery<UserNameMatches>({
    queryKey: [USERS_RESOURCE, 'lookupUserNames', q],
    queryFn: () => dataProvider.lookupUserNames(USERS_RESOURCE, { q: q ?? '' }),
    enabled: q !== null,
    retry: false,
  });
  const matches = q === null ? [] : (lookup.data?.data ?? []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = lookupTextOf(text, t);
    if (!checked.ok) {
      setFieldError(checked.message);
      return;
    }
    setFieldError(null);
    if (checked.q === q) void lookup.refetch();
    else setQ(checked.q);
  };
  const moveFocus = (index: number) => (e: KeyboardEvent) => {
    const next = nextFocus(index, e.key, matches.length);
    if (next === null) return;
    e.preventDefault();
    (next === -1 ? inputRef.current : resultRefs.current[next])?.focus();
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box
        component="form"
        role="search"
        aria-label={t('console.users.lookup.form')}
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          id={FIELD_ID}
          label={t('console.users.lookup.label')}
          size="small"
          value={text}
          onChange={(e) => {
            setText(e.target.value.slice(0, LOOKUP_MAX));
            setFieldError(null);
          }}
          onKeyDown={moveFocus(-1)}
          inputRef={inputRef}
          error={fieldError !== null}
          helperText={fieldError ?? t('console.users.lookup.hint')}
          autoComplete="off"
          sx={{ flex: '1 1 16rem', minWidth: 0 }}
          slotProps={{ htmlInput: { maxLength: LOOKUP_MAX } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={lookup.isFetching}
          sx={{ minHeight: 40 }}
        >
          {t('console.users.lookup.find')}
        </Button>
      </Box>
      {q !== null && (
        <UsernameMatches
          q={q}
          result={
            lookup.isFetching
              ? { status: 'loading' }
              : lookup.isError
                ? { status: 'error', message: errorMessage(lookup.error) }
                : { status: 'done', matches, total: lookup.data?.total ?? matches.length }
          }
          resultRef={(i) => (el) => {
            resultRefs.current[i] = el;
          }}
          onResultKeyDown={moveFocus}
        />
      )}
    </Paper>
  );
};
