import { useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { signUpDataAtom } from '../../stores/onboarding.ts';
import { parseSelection, serializeSelection } from './categories.ts';

/** The business categories picked so far, kept in the persisted sign-up data (a reload loses nothing). */
export const useCategorySelection = () => {
  const [signUp, setSignUp] = useAtom(signUpDataAtom);
  const selected = useMemo(() => parseSelection(signUp.businessCategories.products), [signUp]);
  const setSelected = useCallback(
    (ids: number[]) =>
      setSignUp((d) => ({
        ...d,
        businessCategories: { ...d.businessCategories, products: serializeSelection(ids) },
      })),
    [setSignUp],
  );
  return { selected, setSelected };
};
