import type { TUserListItem } from '@barterbits/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { memberOption } from './MemberFilter.tsx';

/** Members a search shows, and the pause after typing before it is sent. */
const PICKER_PAGE = 20;
const SEARCH_DELAY_MS = 300;

/**
 * Pick one member account outside a react-admin form (a dialog's field): the same lookup as
 * `MemberFilter` (the `users` resource searched by name or e-mail, members only, same option labels).
 */
export const MemberPicker = ({
  value,
  onChange,
  label,
  error,
  helperText,
}: {
  value: TUserListItem | null;
  onChange: (member: TUserListItem | null) => void;
  label?: string;
  error?: boolean;
  helperText?: string;
}) => {
  const t = useT();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const {
    data,
    isPending,
    error: loadError,
  } = useGetList<TUserListItem>('users', {
    filter: { role: 'MEMBER', ...(search ? { q: search } : {}) },
    pagination: { page: 1, perPage: PICKER_PAGE },
    sort: { field: 'created_at', order: 'DESC' },
  });

  return (
    <Autocomplete
      options={data ?? []}
      value={value}
      onChange={(_e, member) => onChange(member)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      getOptionLabel={memberOption}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      loading={isPending}
      noOptionsText={t(loadError ? 'console.common.membersFailed' : 'console.common.noMember')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('console.common.member')}
          required
          error={error ?? false}
          helperText={helperText ?? t('console.common.memberHint')}
        />
      )}
    />
  );
};
