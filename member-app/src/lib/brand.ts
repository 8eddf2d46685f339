import { DEFAULT_BRAND } from '@barterbits/contracts';

const fromEnv = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Brand values shown by the app; VITE_SUPPORT_EMAIL and VITE_FAQ_URL override the defaults at build time. */
export const BRAND = {
  productName: DEFAULT_BRAND.productName,
  supportEmail: fromEnv(import.meta.env.VITE_SUPPORT_EMAIL) ?? DEFAULT_BRAND.supportEmail,
  faqUrl: fromEnv(import.meta.env.VITE_FAQ_URL) ?? DEFAULT_BRAND.faqUrl,
} as const;
