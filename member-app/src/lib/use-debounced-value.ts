import { useEffect, useState } from 'react';

/** The value once it has not changed for `ms` milliseconds (trailing debounce, for search-as-you-type). */
export const useDebouncedValue = <T>(value: T, ms: number): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};
