import { useCallback, useState } from 'react';

const newKey = () => `pay-${globalThis.crypto.randomUUID()}`;

/**
 * The Idempotency-Key of the payment being attempted: kept while the same attempt is retried (a
 * double click or a lost answer never pays twice), replaced after a definite answer.
 */
export const usePaymentKey = (): [string, () => void] => {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return [key, renew];
};
