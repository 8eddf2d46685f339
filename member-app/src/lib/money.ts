import { formatBits as formatBitsShared } from '@barterbits/contracts';

export { formatDate, formatDateTime } from '@barterbits/contracts';

/** Cents as shown everywhere in the app: "1,025.50 BITS™" (the shared format, contracts `format.ts`). */
export const formatBits = (cents: number): string => formatBitsShared(cents);

/** Cents as the wallet shows them: "1,025.50 BITS™"; `signed` adds + for money in. */
export const formatGroupedBits = (cents: number, signed = false): string =>
  formatBitsShared(cents, { signed });

/**
 * Money input (spec §5): digits and a single decimal point with at most two decimals; anything else
 * typed or pasted is dropped ("12.345" stays "12.34", "1e5" becomes "15").
 */
export const sanitizeMoneyInput = (raw: string): string => {
  let out = '';
  let dot = false;
  let decimals = 0;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (dot) {
        if (decimals >= 2) continue;
        decimals++;
      }
      out += ch;
    } else if (ch === '.' && !dot) {
      dot = true;
      out += ch;
    }
  }
  return out;
};
