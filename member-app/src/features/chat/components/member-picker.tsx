import type { TMemberCard } from '@barterbits/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { userAtom } from '../../../stores/session.ts';
import { useFindMembers } from '../api/find-members.ts';

/** A member picked to add to a group. */
export type PickedMember = Pick<TMemberCard, 'id' | 'publicName'>;

/** Search members by name and pick several (for a new group or an invitation). */
export const MemberPicker = ({
  value,
  onChange,
  exclude = [],
  label = 'Add members',
}: {
  value: PickedMember[];
  onChange: (members: PickedMember[]) => void;
  /** Members already in the group. */
  exclude?: string[];
  label?: string;
}) => {
  const userId = useAtomValue(userAtom)?.userId ?? '';
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const found = useFindMembers(userId, search);
  const options = (found.data ?? []).filter((m) => !exclude.includes(m.id));
  const noOptionsText =
    search.length < 2
      ? 'Type at least 2 letters of a name'
      : found.isError
        ? found.error.message
        : 'No members found';
  return (
    <Autocomplete<PickedMember, true>
      multiple
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={(m) => m.publicName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      noOptionsText={noOptionsText}
      renderInput={(params) => <TextField {...params} label={label} placeholder="Search by name" />}
    />
  );
};
