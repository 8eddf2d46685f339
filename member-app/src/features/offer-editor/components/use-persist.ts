import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type UseFormWatch, useForm } from 'react-hook-form';

/** Copies the form's values into the draft as they are typed, so a reload loses nothing. */
const usePersistValues = <T extends FieldValues>(watch: UseFormWatch<T>, save: (values: T) => void) => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribes once per form.
  useEffect(() => {
    const sub = watch((values) => save(values as T));
    return () => sub.unsubscribe();
  }, [watch]);
};

/**
 * The form of an editor step: checked by `schema` once a field is touched, starting from the draft's
 * values, and copied back into the draft as it is typed (see usePersistValues).
 */
export const useDraftForm = <T extends FieldValues>(
  schema: Parameters<typeof zodResolver>[0],
  defaultValues: DefaultValues<T>,
  save: (values: T) => void,
) => {
  const form = useForm<T>({ resolver: zodResolver(schema) as never, mode: 'onTouched', defaultValues });
  usePersistValues(form.watch, save);
  return form;
};
