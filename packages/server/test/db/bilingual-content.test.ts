/**
 * Text admins write in both languages: a business category's French name and the community pledge's
 * French text. Both are optional (French readers then see the English one); French names are unique
 * among siblings like English ones; bad input is refused and changes nothing.
 */
import {
  ONBOARDING_MESSAGES,
  type TBusinessCategory,
  type TPledge,
  type TProfileCategory,
} from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN, BUSINESS, build, call, login, MEMBER } from '../helper.ts';

const app = await build();
const admin = await login(app, ADMIN, 'ADMIN');
const member = await login(app, MEMBER);
const business = await login(app, BUSINESS);
const FRENCH = { 'accept-language': 'fr-CA' };

const tree = async (): Promise<TBusinessCategory[]> =>
  (await call(app, 'listBusinessCategories', { as: admin })).json().data;
const byName = (list: readonly TBusinessCategory[], name: string) => list.find((c) => c.name === name);
const create = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  call(app, 'createBusinessCategory', { as: admin, body, ...(headers ? { headers } : {}) });

describe('business categories in French', () => {
  it('the default categories come with their French names', async () => {
    const food = byName(await tree(), 'Food & Drink');
    expect(food?.nameFr).toBe('Alimentation et boissons');
    expect(food?.subCategories.find((s) => s.name === 'Bakery')?.nameFr).toBe('Boulangerie');
    // The member app reads the same list.
    const seen = (await call(app, 'listBusinessCategories', { as: member })).json().data;
    expect(byName(seen, 'Automotive')?.nameFr).toBe('Automobile');
  });

  it('a business profile lists its categories with both names', async () => {
    const mine: TProfileCategory[] = (await call(app, 'getMyCategories', { as: business })).json().data;
    expect(mine.map((c) => [c.name, c.nameFr])).toEqual([
      ['Bakery', 'Boulangerie'],
      ['Catering', 'Traiteur'],
    ]);
  });

  it('an admin gives, keeps, changes and removes a French name', async () => {
    let res = await create({ name: 'Pet Care', nameFr: '  Soins des animaux ' });
    expect(res.statusCode).toBe(200);
    const cat: TBusinessCategory = res.json().data;
    expect(cat).toMatchObject({ name: 'Pet Care', nameFr: 'Soins des animaux' });

    res = await call(app, 'createBusinessSubCategory', {
      as: admin,
      body: { parentId: cat.id, name: 'Dog Walking', nameFr: 'Promenade de chiens' },
    });
    expect(res.json().data).toMatchObject({ parentId: cat.id, nameFr: 'Promenade de chiens' });

    // Left out of an update: the French name stays.
    const update = (body: Record<string, unknown>) =>
      call(app, 'updateBusinessCategory', { as: admin, params: { id: cat.id }, body });
    res = await update({ name: 'Pet Services', isActive: true });
    expect(res.json().data).toMatchObject({ name: 'Pet Services', nameFr: 'Soins des animaux' });
    res = await update({ name: 'Pet Services', nameFr: 'Services pour animaux', isActive: true });
    expect(res.json().data.nameFr).toBe('Services pour animaux');
    // Blank or null: removed, and French readers see the English name again.
    res = await update({ name: 'Pet Services', nameFr: '   ', isActive: true });
    expect(res.json().data.nameFr).toBeNull();
    res = await update({ name: 'Pet Services', nameFr: 'Animaux', isActive: true });
    res = await update({ name: 'Pet Services', nameFr: null, isActive: true });
    expect(res.json().data.nameFr).toBeNull();
    // Without a French name: no French conflict between two such categories.
    expect((await create({ name: 'Pet Grooming' })).json().data.nameFr).toBeNull();
  });

  it('refuses a French name a sibling already has, in the reader’s language, and changes nothing', async () => {
    const before = await tree();
    // Same French name as "Food & Drink" (any case), at the top level.
    let res = await create({ name: 'Groceries', nameFr: 'alimentation ET boissons' });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toEqual({ nameFr: [ONBOARDING_MESSAGES.categoryNameFrTaken] });
    res = await create({ name: 'Groceries', nameFr: 'Alimentation et boissons' }, FRENCH);
    expect(res.json().fieldErrors.nameFr).toEqual(['Une catégorie de ce nom français existe déjà ici.']);
    expect(await tree()).toEqual(before);

    // Renaming another category to it is refused too.
    const retail = byName(before, 'Retail')!;
    res = await call(app, 'updateBusinessCategory', {
      as: admin,
      params: { id: retail.id },
      body: { name: 'Retail', nameFr: 'Alimentation et boissons', isActive: true },
    });
    expect(res.statusCode).toBe(409);
    expect(byName(await tree(), 'Retail')?.nameFr).toBe('Commerce de détail');

    // Under another parent the same French name is fine.
    const food = byName(before, 'Food & Drink')!;
    res = await call(app, 'createBusinessSubCategory', {
      as: admin,
      body: { parentId: food.id, name: 'Bistro', nameFr: 'Automobile' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a French name that is not text or too long, and changes nothing', async () => {
    const before = await tree();
    for (const nameFr of [42, true, { fr: 'x' }, 'x'.repeat(101)]) {
      const res = await create({ name: 'Florists', nameFr });
      expect(res.statusCode, JSON.stringify(nameFr)).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(['nameFr']);
    }
    const long = await create({ name: 'Florists', nameFr: 'x'.repeat(101) }, FRENCH);
    expect(long.json().fieldErrors.nameFr).toEqual([
      'Le nom de la catégorie doit compter au plus 100 caractères.',
    ]);
    expect(await tree()).toEqual(before);
  });
});

describe('the community pledge in French', () => {
  const current = async (): Promise<TPledge> => (await call(app, 'getPledge', { as: member })).json().data;

  it('the first pledge comes with its French text', async () => {
    const pledge = await current();
    expect(pledge.description).toMatch(/^I pledge to trade honestly/);
    expect(pledge.descriptionFr).toMatch(/^Je m’engage à échanger honnêtement/);
  });

  it('a new version carries its French text, or none', async () => {
    let res = await call(app, 'createPledge', {
      as: admin,
      body: { description: 'I barter kindly.', descriptionFr: ' Je troque avec bienveillance. ' },
    });
    expect(res.statusCode).toBe(200);
    expect(await current()).toMatchObject({
      description: 'I barter kindly.',
      descriptionFr: 'Je troque avec bienveillance.',
    });
    res = await call(app, 'createPledge', { as: admin, body: { description: 'I barter fairly.' } });
    expect(await current()).toMatchObject({ description: 'I barter fairly.', descriptionFr: null });
    res = await call(app, 'createPledge', {
      as: admin,
      body: { description: 'I barter fairly.', descriptionFr: '' },
    });
    expect(res.json().data.descriptionFr).toBeNull();
  });

  it('refuses a French text that is not text or too long, and changes nothing', async () => {
    const before = await current();
    for (const descriptionFr of [7, ['x'], 'x'.repeat(5001)]) {
      const res = await call(app, 'createPledge', {
        as: admin,
        body: { description: 'I barter.', descriptionFr },
      });
      expect(res.statusCode, JSON.stringify(descriptionFr).slice(0, 20)).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(['descriptionFr']);
    }
    expect(await current()).toEqual(before);
  });

  it('members may not write either text', async () => {
    const res = await call(app, 'createPledge', {
      as: member,
      body: { description: 'Hacked', descriptionFr: 'Piraté' },
    });
    expect(res.statusCode).toBe(403);
  });
});
