import { useEffect, useRef } from 'react';

/** Uses an e-mailed link (single use) once per visit, when the page opens and `valid` holds. */
export const useLinkOnce = (valid: boolean, use: () => void): void => {
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is used exactly once per visit.
  useEffect(() => {
    if (started.current || !valid) return;
    started.current = true;
    use();
  }, []);
};
