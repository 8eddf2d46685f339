import { CURRENCY_DISPLAY, formatBitsGrouped } from '@barterbits/contracts';

/** Cents as shown: "1,025.50 BITS™"; `signed` adds + for money in. */
export const formatBits = (cents: number, signed = false): string =>
  `${signed && cents > 0 ? '+' : ''}${formatBitsGrouped(cents)} ${CURRENCY_DISPLAY}`;

export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Money input (spec §5): digits and a single decimal point with at most two decimals; anything
 * else typed or pasted is dropped ("12.345" stays "12.34", "1e5" becomes "15").
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
