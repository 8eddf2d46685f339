import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/** Copies the form's values into the draft as they are typed, so a reload loses nothing. */
export const usePersistValues = <T extends FieldValues>(
  watch: UseFormWatch<T>,
  save: (values: T) => void,
) => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribes once per form.
  useEffect(() => {
    const sub = watch((values) => save(values as T));
    return () => sub.unsubscribe();
  }, [watch]);
};
