// First: the language module reaches the API client, whose modules read local storage when loaded.
import './memory-local-storage.ts';
import type { TBusinessCategory } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { categoriesIn, categoryTreeIn } from './categories-in-language.ts';

const sub = (id: number, name: string, nameFr: string | null, parentId: number) => ({
  id,
  name,
  nameFr,
  parentId,
  isActive: true,
});

// As the server sends it: sorted by the English name.
const tree: TBusinessCategory[] = [
  {
    ...sub(1, 'Automotive', 'Automobile', 0),
    parentId: null,
    subCategories: [sub(11, 'Auto Repair', 'Réparation automobile', 1), sub(12, 'Towing', 'Remorquage', 1)],
  },
  {
    ...sub(2, 'Education', 'Éducation', 0),
    parentId: null,
    subCategories: [sub(21, 'Music Lessons', null, 2), sub(22, 'Tutoring', 'Tutorat', 2)],
  },
  { ...sub(3, 'Arts & Crafts', 'Arts et artisanat', 0), parentId: null, subCategories: [] },
];

describe('categories in the reader’s language', () => {
  it('names them in French where the admin gave a French name, sorted as French sorts', () => {
    const fr = categoryTreeIn('fr-CA', tree);
    expect(fr.map((c) => c.name)).toEqual(['Arts et artisanat', 'Automobile', 'Éducation']);
    expect(fr[1]?.subCategories.map((s) => s.name)).toEqual(['Remorquage', 'Réparation automobile']);
    // No French name: the English one, sorted among the French ones.
    expect(fr[2]?.subCategories.map((s) => s.name)).toEqual(['Music Lessons', 'Tutorat']);
  });

  it('keeps the English names for an English reader', () => {
    const en = categoryTreeIn('en-CA', tree);
    expect(en.map((c) => c.name)).toEqual(['Arts & Crafts', 'Automotive', 'Education']);
    expect(en[2]?.subCategories.map((s) => s.name)).toEqual(['Music Lessons', 'Tutoring']);
  });

  it('leaves what it is given as it was (the query cache keeps the server’s answer)', () => {
    const list = [sub(12, 'Towing', 'Remorquage', 1), sub(11, 'Auto Repair', 'Réparation automobile', 1)];
    const before = structuredClone(list);
    expect(categoriesIn('fr-CA', list).map((c) => c.id)).toEqual([12, 11]);
    expect(list).toEqual(before);
  });
});
