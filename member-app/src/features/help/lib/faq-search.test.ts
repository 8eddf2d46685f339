// First: the language module reaches the API client, whose modules read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalogs } from '../../../lib/i18n.ts';
import { type FaqSection, faqSections } from './faq-content.ts';
import { countFaqEntries, filterFaq, findFaqTarget, normalizeFaqText } from './faq-search.ts';

const SECTIONS: readonly FaqSection[] = [
  {
    id: 'wallet',
    title: 'BITS and your wallet',
    entries: [
      { id: 'bits', question: 'What are BITS™?', answer: ['The currency of trades.'], keywords: ['money'] },
      { id: 'load-bits', question: 'How do I load BITS?', answer: ['Pay by card, confirm with your PIN.'] },
    ],
  },
  {
    id: 'gifts-section',
    title: 'Gifts',
    entries: [{ id: 'gifts', question: 'How do I give a gift?', answer: ['Returned after 30 days.'] }],
  },
];

const ids = (sections: readonly FaqSection[]) => sections.flatMap((s) => s.entries.map((e) => e.id));

describe('normalizeFaqText', () => {
  it('lower-cases, drops accents, signs and punctuation', () => {
    expect(normalizeFaqText('  What are BITS™?  Café, e-mail! ')).toBe('what are bits cafe e mail');
  });
});

describe('filterFaq', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterFaq(SECTIONS, '')).toEqual(SECTIONS);
    expect(filterFaq(SECTIONS, '  ?! ')).toEqual(SECTIONS);
  });

  it('matches the question, the answer and the keywords, whatever the case', () => {
    expect(ids(filterFaq(SECTIONS, 'LOAD'))).toEqual(['load-bits']);
    expect(ids(filterFaq(SECTIONS, 'pin'))).toEqual(['load-bits']);
    expect(ids(filterFaq(SECTIONS, 'money'))).toEqual(['bits']);
    expect(ids(filterFaq(SECTIONS, 'BITS'))).toEqual(['bits', 'load-bits']);
  });

  it('needs every word of the query, in any order', () => {
    expect(ids(filterFaq(SECTIONS, 'card load'))).toEqual(['load-bits']);
    expect(ids(filterFaq(SECTIONS, 'card gift'))).toEqual([]);
  });

  it('drops sections left without a question', () => {
    const result = filterFaq(SECTIONS, '30 days');
    expect(result.map((s) => s.id)).toEqual(['gifts-section']);
    expect(countFaqEntries(result)).toBe(1);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterFaq(SECTIONS, 'bitcoin')).toEqual([]);
  });
});

describe('findFaqTarget', () => {
  it('names a question or a section by the hash', () => {
    expect(findFaqTarget(SECTIONS, '#bits')).toEqual({ kind: 'entry', id: 'bits' });
    expect(findFaqTarget(SECTIONS, '#gifts-section')).toEqual({ kind: 'section', id: 'gifts-section' });
  });

  it('is null for no hash, an unknown id or a malformed one', () => {
    expect(findFaqTarget(SECTIONS, '')).toBeNull();
    expect(findFaqTarget(SECTIONS, '#')).toBeNull();
    expect(findFaqTarget(SECTIONS, '#nope')).toBeNull();
    expect(findFaqTarget(SECTIONS, '#%E0%A4%A')).toBeNull();
  });
});

describe('faqSections (the page content)', () => {
  let content: readonly FaqSection[] = [];
  let allIds: string[] = [];
  beforeAll(async () => {
    // The words are the help catalog's, in English.
    await loadCatalogs(['help'], 'en-CA');
    i18n.activate('en-CA');
    content = faqSections({ supportEmail: 'help@example.ca', feedbackPath: '/guest-feedback' });
    allIds = [...content.map((s) => s.id), ...ids(content)];
  });

  it('gives every section and question a unique id usable as a deep link', () => {
    expect(new Set(allIds).size).toBe(allIds.length);
    for (const id of allIds) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('answers the questions the help page promises, with #bits among them', () => {
    for (const id of ['bits', 'load-bits', 'barter', 'gifts', 'membership', 'fees', 'reviews', 'safety']) {
      expect(findFaqTarget(content, `#${id}`)).toEqual({ kind: 'entry', id });
    }
    for (const id of ['report', 'chat', 'notifications', 'pin', 'password', 'contact']) {
      expect(findFaqTarget(content, `#${id}`)).toEqual({ kind: 'entry', id });
    }
  });

  it('links in-app pages by path and the given support address and feedback page', () => {
    const links = content.flatMap((s) => s.entries.flatMap((e) => e.links ?? []));
    for (const link of links) expect(link.to).toMatch(/^(\/[a-z]|mailto:)/);
    expect(links.map((l) => l.to)).toEqual(
      expect.arrayContaining(['mailto:help@example.ca', '/guest-feedback']),
    );
    expect(ids(filterFaq(content, 'help@example.ca'))).toContain('contact');
  });

  it('finds the answer about loading BITS by a word a member would type', () => {
    expect(ids(filterFaq(content, 'top up'))).toEqual(['load-bits']);
  });
});

describe('faqSections in French', () => {
  beforeAll(async () => {
    await loadCatalogs(['help'], 'fr-CA');
    i18n.activate('fr-CA');
  });
  afterAll(() => {
    // Other files of this worker read in English.
    i18n.activate('en-CA');
  });

  it('asks and answers in French, with the support address, and finds answers by French words', () => {
    const content = faqSections({ supportEmail: 'aide@example.ca', feedbackPath: '/guest-feedback' });
    const bits = content.flatMap((s) => s.entries).find((e) => e.id === 'bits');
    expect(bits?.question).toBe('Que sont les BITS™\u00a0?');
    expect(ids(filterFaq(content, 'recharger'))).toEqual(['load-bits']);
    expect(ids(filterFaq(content, 'aide@example.ca'))).toContain('contact');
    expect(content.find((s) => s.id === 'wallet')?.title).toBe('Les BITS™ et votre portefeuille');
  });
});
