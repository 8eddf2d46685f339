import { DEFAULT_BRAND } from '@barterbits/contracts';

const fromEnv = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Brand values shown by the app; VITE_SUPPORT_EMAIL and VITE_FAQ_URL override the defaults at build time.
 * The FAQ link defaults to the app's own page (/faq); VITE_FAQ_URL may point at an outside site instead.
 */
export const BRAND = {
  productName: DEFAULT_BRAND.productName,
  supportEmail: fromEnv(import.meta.env.VITE_SUPPORT_EMAIL) ?? DEFAULT_BRAND.supportEmail,
  faqUrl: fromEnv(import.meta.env.VITE_FAQ_URL) ?? DEFAULT_BRAND.faqUrl,
} as const;

/**
 * Whether a link is a path of this app ("/faq", "/faq#bits"), to open with the router in the same tab,
 * rather than an address elsewhere ("https://…", "//host/…", "mailto:…") to open in a new one.
 */
export const isInAppPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');
