/** Message text split into plain text and safe links (pure): only http and https addresses become links. */

/** A piece of a message: text as is, or a link with its checked address. */
export type TextPart = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than an address. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** The address when it parses as http(s), else null. */
export const safeHref = (candidate: string): string | null => {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/** Splits text into parts; text outside links is kept exactly, including new lines. */
export const linkify = (text: string): TextPart[] => {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (t: string) => {
    if (t === '') return;
    const prev = parts.at(-1);
    if (prev?.type === 'text') prev.text += t;
    else parts.push({ type: 'text', text: t });
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const trimmed = raw.replace(TRAILING, '');
    const href = safeHref(trimmed);
    push(text.slice(last, start));
    if (href) {
      parts.push({ type: 'link', text: trimmed, href });
      push(raw.slice(trimmed.length));
    } else {
      push(raw);
    }
    last = start + raw.length;
  }
  push(text.slice(last));
  return parts;
};
