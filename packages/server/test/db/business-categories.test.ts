/**
 * A business's category selection has one home (modules/business-categories/selection.ts), used by
 * onboarding and the profile: an empty list neither wipes the categories nor crashes (a business
 * keeps 1 to 5; the endpoints already refuse an empty list with 400).
 */
import { describe, expect, it } from 'vitest';
import { createOnboardingRepository } from '../../src/modules/onboarding/onboarding.repository.ts';
import { createProfileRepository } from '../../src/modules/profile/profile.repository.ts';
import { BUSINESS, build, login } from '../helper.ts';

const app = await build();
const db = app.database.db;
const { user } = await login(app, BUSINESS);
const profiles = createProfileRepository(db);
const onboarding = createOnboardingRepository(db);
const names = async () => (await profiles.categoriesOf(user.id)).map((c) => c.name);

describe('business-category selection', () => {
  it('an empty list keeps the current categories, from the profile and from onboarding', async () => {
    const before = await names();
    expect(before).toEqual(['Bakery', 'Catering']);
    expect(await profiles.replaceCategories(user.id, [])).toBe(false);
    expect(await names()).toEqual(before);
    expect(await onboarding.replaceUserCategories(user.id, [])).toBe(false);
    expect(await names()).toEqual(before);
  });

  it('nothing is selectable from an empty list', async () => {
    expect(await profiles.selectableCategoryIds([])).toEqual([]);
    expect(await onboarding.selectableIds([])).toEqual([]);
  });

  it('a non-empty list replaces the categories, through either repository', async () => {
    const all = await onboarding.listCategories(false);
    const ids = all.slice(0, 2).map((c) => c.id);
    expect(await onboarding.selectableIds(ids)).toEqual(ids);
    expect(await onboarding.replaceUserCategories(user.id, ids)).toBe(true);
    expect((await profiles.categoriesOf(user.id)).map((c) => c.id).sort()).toEqual([...ids].sort());
    expect(await profiles.replaceCategories(user.id, [ids[0]!])).toBe(true);
    expect((await profiles.categoriesOf(user.id)).map((c) => c.id)).toEqual([ids[0]]);
  });
});
