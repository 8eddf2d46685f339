import type { TMemberCard } from '@barterbits/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
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
  label,
}: {
  value: PickedMember[];
  onChange: (members: PickedMember[]) => void;
  /** Members already in the group. */
  exclude?: string[];
  label?: string;
}) => {
  const t = useT();
  const userId = useAtomValue(userAtom)?.userId ?? '';
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const found = useFindMembers(userId, search);
  const options = (found.data ?? []).filter((m) => !exclude.includes(m.id));
  const noOptionsText =
    search.length < 2
      ? t('chat.picker.typeMore')
      : found.isError
        ? found.error.message
        : t('chat.picker.none');
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
      loadingText={t('chat.picker.loading')}
      clearText={t('chat.picker.clear')}
      openText={t('chat.picker.open')}
      closeText={t('chat.picker.close')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('chat.picker.label')}
          placeholder={t('chat.picker.placeholder')}
        />
      )}
    />
  );
};
