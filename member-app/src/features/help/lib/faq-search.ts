import type { FaqEntry, FaqSection } from './faq-content.ts';

/** Lower case, accents and signs (™, punctuation) dropped, single spaces: the form both sides are compared in. */
export const normalizeFaqText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const searchableText = (entry: FaqEntry): string =>
  normalizeFaqText([entry.question, ...entry.answer, ...(entry.keywords ?? [])].join(' '));

/**
 * The sections and questions that match `query`: every word of the query must appear (as the start of a
 * word or inside one) in the question, its answer or its keywords. Sections left without a question are
 * dropped; an empty query keeps everything.
 */
export const filterFaq = (sections: readonly FaqSection[], query: string): FaqSection[] => {
  const words = normalizeFaqText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => {
        const text = searchableText(entry);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((section) => section.entries.length > 0);
};

/** How many questions `sections` hold. */
export const countFaqEntries = (sections: readonly FaqSection[]): number =>
  sections.reduce((n, section) => n + section.entries.length, 0);

/** What a deep link (/faq#<id>) points at: a question (to open) or a whole section. */
export type FaqTarget = { kind: 'entry'; id: string } | { kind: 'section'; id: string };

/** The question or section named by a location hash ("#bits"), or null when it names none. */
export const findFaqTarget = (sections: readonly FaqSection[], hash: string): FaqTarget | null => {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (id === '') return null;
  for (const section of sections) {
    if (section.id === id) return { kind: 'section', id };
    if (section.entries.some((entry) => entry.id === id)) return { kind: 'entry', id };
  }
  return null;
};
