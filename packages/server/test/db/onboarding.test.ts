import { ERROR_MESSAGES, ONBOARDING_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addresses,
  adminAuditLog,
  businesses,
  userBusinessCategories,
  userPledges,
  userProfiles,
  users,
} from '../../src/db/schema.ts';
import {
  ADMIN,
  type As,
  bearer,
  build,
  createUser,
  freshIp,
  login,
  MEMBER,
  requests,
  send,
} from '../helper.ts';

const app = await build({ config: { enableTestApi: true } });
const { db } = app.database;
const PASSWORD = 'BarterDemo#1';
let n = 0;

/** A new member at `stage` (test API), signed in. */
async function newMember(stage: string, accountType?: 'PERSONAL' | 'BUSINESS') {
  const email = `onb${++n}@example.com`;
  const session = await createUser(app, {
    email,
    password: PASSWORD,
    stage,
    businessName: `Test Biz ${n}`,
    ...(accountType ? { accountType } : {}),
  });
  return { id: session.user.id, headers: bearer(session.accessToken) };
}

const http = requests(app);
const post = (url: string, headers: As, payload: unknown) => http.post(`/v1${url}`, headers, payload);
const get = (url: string, headers?: As) => http.get(`/v1${url}`, headers);

const stageOf = async (id: string) =>
  (await db.select({ s: users.checkOutStatus }).from(users).where(eq(users.id, id)))[0]?.s;

const address = {
  province: 'Ontario',
  city: 'Toronto',
  addressLine1: '100 Queen St W',
  apartment: 'Unit 4',
  postalCode: 'M5H 2N2',
};
const personal = (over: Record<string, unknown> = {}) => ({
  firstName: 'Nora',
  lastName: 'Quinn',
  userName: `nora${++n}`,
  phoneNumber: `41655590${String(n).padStart(2, '0')}`,
  address,
  ...over,
});
const business = (over: Record<string, unknown> = {}) => ({
  ...personal(),
  businessName: `Quinn Carpentry ${++n}`,
  website: 'https://quinn.example.ca',
  description: 'Custom cabinets.',
  ...over,
});

describe('POST /v1/onboarding/account-type', () => {
  it('sets the type at ACCOUNT_SETUP and lets the member change it there', async () => {
    const m = await newMember('ACCOUNT_SETUP');
    let res = await post('/onboarding/account-type', m.headers, { accountType: 'BUSINESS' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ accountType: 'BUSINESS', checkOutStatus: 'ACCOUNT_SETUP' });
    res = await post('/onboarding/account-type', m.headers, { accountType: 'PERSONAL' });
    expect(res.json().data.accountType).toBe('PERSONAL');
  });

  it('rejects other values and other stages, changing nothing', async () => {
    const m = await newMember('ACCOUNT_SETUP');
    expect((await post('/onboarding/account-type', m.headers, { accountType: 'ADMIN' })).statusCode).toBe(
      400,
    );
    const done = await newMember('SUBSCRIPTION', 'PERSONAL');
    const res = await post('/onboarding/account-type', done.headers, { accountType: 'BUSINESS' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ONBOARDING_STAGE', message: ERROR_MESSAGES.onboardingStage });
    const [row] = await db.select().from(users).where(eq(users.id, done.id));
    expect(row).toMatchObject({ accountType: 'PERSONAL', checkOutStatus: 'SUBSCRIPTION' });
  });

  it('is for members only', async () => {
    const admin = await login(app, ADMIN, 'ADMIN');
    const res = await post('/onboarding/account-type', bearer(admin.accessToken), {
      accountType: 'PERSONAL',
    });
    expect(res.statusCode).toBe(403);
    expect((await post('/onboarding/account-type', null, { accountType: 'PERSONAL' })).statusCode).toBe(401);
  });
});

describe('POST /v1/onboarding/personal-profile', () => {
  it('saves profile and address and moves a personal member to SUBSCRIPTION', async () => {
    const m = await newMember('ACCOUNT_SETUP');
    await post('/onboarding/account-type', m.headers, { accountType: 'PERSONAL' });
    const body = personal({ postalCode: undefined });
    const res = await post('/onboarding/personal-profile', m.headers, body);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.checkOutStatus).toBe('SUBSCRIPTION');
    expect(data.userProfile).toMatchObject({
      firstName: 'Nora',
      lastName: 'Quinn',
      userName: body.userName,
      mobileNumber: body.phoneNumber,
      countryCode: '+1',
    });
    expect(data.userProfile.address).toMatchObject({
      province: 'Ontario',
      city: 'Toronto',
      country: 'Canada',
      addressLine1: '100 Queen St W',
      apartment: 'Unit 4',
      postalCode: 'M5H 2N2',
    });
    expect(data.business).toBeNull();
    // Replaying the call is refused: the stage has moved on.
    const again = await post('/onboarding/personal-profile', m.headers, personal());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ONBOARDING_STAGE');
  });

  it('answers 409 with the spec messages for a taken username and mobile number, changing nothing', async () => {
    const m = await newMember('ACCOUNT_SETUP', 'PERSONAL');
    const before = await db.select().from(addresses);
    const res = await post(
      '/onboarding/personal-profile',
      m.headers,
      personal({ userName: 'alexm24', phoneNumber: '4165550101' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'USERNAME_IN_USE',
      message: ERROR_MESSAGES.userNameInUse,
      fieldErrors: { userName: [ERROR_MESSAGES.userNameInUse], phoneNumber: [ERROR_MESSAGES.mobileInUse] },
    });
    const phoneOnly = await post(
      '/onboarding/personal-profile',
      m.headers,
      personal({ phoneNumber: '4165550101' }),
    );
    expect(phoneOnly.json()).toMatchObject({ code: 'MOBILE_IN_USE', message: ERROR_MESSAGES.mobileInUse });
    expect(await stageOf(m.id)).toBe('ACCOUNT_SETUP');
    expect(await db.select().from(addresses)).toHaveLength(before.length);
    const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, m.id));
    expect(profile?.userName).toBeNull();
  });

  it('validates with the §5 messages', async () => {
    const m = await newMember('ACCOUNT_SETUP', 'PERSONAL');
    const res = await post('/onboarding/personal-profile', m.headers, {
      firstName: 'N',
      lastName: 'Qu1nn',
      userName: 'Nora',
      phoneNumber: '41655',
      address: { province: 'Texas', city: '', addressLine1: '', postalCode: '12345' },
    });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json();
    expect(fieldErrors).toMatchObject({
      firstName: [VALIDATION_MESSAGES.nameLength],
      lastName: [VALIDATION_MESSAGES.nameLetters],
      phoneNumber: [VALIDATION_MESSAGES.mobile],
      'address.province': [VALIDATION_MESSAGES.required],
      'address.city': [VALIDATION_MESSAGES.required],
      'address.addressLine1': [VALIDATION_MESSAGES.required],
    });
    expect(fieldErrors['address.postalCode'][0]).toBe(VALIDATION_MESSAGES.postalCodeLength);
    expect(fieldErrors.userName[0]).toBe(VALIDATION_MESSAGES.userNameChars);
    const usa = await post(
      '/onboarding/personal-profile',
      m.headers,
      personal({ address: { ...address, country: 'USA' } }),
    );
    expect(usa.json().fieldErrors['address.country']).toEqual([ONBOARDING_MESSAGES.countryUnsupported]);
    expect(await stageOf(m.id)).toBe('ACCOUNT_SETUP');
  });

  it('requires the personal account type', async () => {
    const none = await newMember('ACCOUNT_SETUP');
    const res = await post('/onboarding/personal-profile', none.headers, personal());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ONBOARDING_MESSAGES.accountTypeFirst);
    const biz = await newMember('ACCOUNT_SETUP', 'BUSINESS');
    expect((await post('/onboarding/personal-profile', biz.headers, personal())).statusCode).toBe(409);
  });
});

describe('POST /v1/onboarding/business-detail', () => {
  it('saves the business and its contact person and moves to CATEGORY_SELECTION', async () => {
    const m = await newMember('ACCOUNT_SETUP');
    await post('/onboarding/account-type', m.headers, { accountType: 'BUSINESS' });
    const body = business({ website: 'HTTPS://Quinn.Example.ca' });
    const res = await post('/onboarding/business-detail', m.headers, body);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ checkOutStatus: 'CATEGORY_SELECTION', memberType: 'CUSTOMER_BUSINESS' });
    expect(data.business).toMatchObject({
      businessName: body.businessName,
      website: 'https://quinn.example.ca',
      description: 'Custom cabinets.',
      phoneNumber: body.phoneNumber,
      countryCode: '+1',
    });
    expect(data.business.address).toMatchObject({ city: 'Toronto', postalCode: 'M5H 2N2' });
    expect(data.userProfile).toMatchObject({ firstName: 'Nora', userName: body.userName });
    expect(data.userProfile.address.id).not.toBe(data.business.address.id);
  });

  it('answers 409 for a taken business name (any case), username and mobile', async () => {
    const m = await newMember('ACCOUNT_SETUP', 'BUSINESS');
    const res = await post(
      '/onboarding/business-detail',
      m.headers,
      business({ businessName: 'maple leaf BAKERY', userName: 'alexm24', phoneNumber: '4165550101' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toEqual({
      userName: [ERROR_MESSAGES.userNameInUse],
      phoneNumber: [ERROR_MESSAGES.mobileInUse],
      businessName: [ONBOARDING_MESSAGES.businessNameInUse],
    });
    const nameOnly = await post(
      '/onboarding/business-detail',
      m.headers,
      business({ businessName: 'Maple Leaf Bakery' }),
    );
    expect(nameOnly.json()).toMatchObject({
      code: 'CONFLICT',
      message: ONBOARDING_MESSAGES.businessNameInUse,
    });
    expect(await db.select().from(businesses).where(eq(businesses.userId, m.id))).toHaveLength(0);
    expect(await stageOf(m.id)).toBe('ACCOUNT_SETUP');
  });

  it('validates website, description and business name', async () => {
    const m = await newMember('ACCOUNT_SETUP', 'BUSINESS');
    const res = await post(
      '/onboarding/business-detail',
      m.headers,
      business({ businessName: 'x'.repeat(151), website: 'http://quinn.ca', description: 'd'.repeat(501) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      businessName: [VALIDATION_MESSAGES.businessNameMax],
      website: [VALIDATION_MESSAGES.httpsUrl],
      description: [VALIDATION_MESSAGES.businessDescriptionMax],
    });
    // Empty optional fields are fine.
    const ok = await post(
      '/onboarding/business-detail',
      m.headers,
      business({ website: '', description: '' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.business).toMatchObject({ website: null, description: null });
  });

  it('is refused at SUBSCRIPTION with ONBOARDING_STAGE, changing nothing', async () => {
    const m = await newMember('SUBSCRIPTION', 'BUSINESS');
    const before = await db.select().from(businesses).where(eq(businesses.userId, m.id));
    const res = await post(
      '/onboarding/business-detail',
      m.headers,
      business({ businessName: 'Another Name Co' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ONBOARDING_STAGE', message: ERROR_MESSAGES.onboardingStage });
    expect(await db.select().from(businesses).where(eq(businesses.userId, m.id))).toEqual(before);
    expect(await stageOf(m.id)).toBe('SUBSCRIPTION');
  });
});

describe('GET /v1/user/duplicate-check', () => {
  const check = (q: string, headers?: As, ip = freshIp()) =>
    http.get(`/v1/user/duplicate-check?${q}`, headers, { remoteAddress: ip });

  it('reports taken values with the §8 messages and free ones as available', async () => {
    const cases: [string, string | null][] = [
      ['field=userName&value=alexm24', ERROR_MESSAGES.userNameInUse],
      ['field=userName&value=ALEXM24', ERROR_MESSAGES.userNameInUse],
      ['field=phoneNumber&value=4165550101', ERROR_MESSAGES.mobileInUse],
      ['field=businessName&value=maple%20leaf%20bakery', ONBOARDING_MESSAGES.businessNameInUse],
      ['field=email&value=Alex@Demo.BarterBits.ca', ERROR_MESSAGES.emailExists],
      ['field=userName&value=free1name', null],
      ['field=phoneNumber&value=4165550101&countryCode=%2B44', null],
      ['field=businessName&value=Nobody%20Bakes', null],
      ['field=email&value=nobody@example.com', null],
    ];
    for (const [q, message] of cases) {
      const res = await check(q);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().data, q).toEqual({ available: message === null, message });
    }
  });

  it("counts the caller's own values as free", async () => {
    const alex = await login(app, MEMBER);
    const res = await check('field=userName&value=alexm24', bearer(alex.accessToken));
    expect(res.json().data).toEqual({ available: true, message: null });
  });

  it('rejects bad queries and throttles per address', async () => {
    expect((await check('field=password&value=x')).statusCode).toBe(400);
    expect((await check('field=userName&value=')).statusCode).toBe(400);
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 61; i++)
      last = (await check(`field=userName&value=u${i}x`, undefined, ip)).statusCode;
    expect(last).toBe(429);
    expect((await check('field=userName&value=abc1', undefined, ip)).json().code).toBe('RATE_LIMITED');
    expect((await check('field=userName&value=abc1')).statusCode).toBe(200);
  });
});

describe('POST /v1/onboarding/business-categories', () => {
  it('saves categories and the pledge, then moves to SUBSCRIPTION', async () => {
    const m = await newMember('CATEGORY_SELECTION', 'BUSINESS');
    const cats = (await get('/user/business/category', m.headers)).json().data;
    const food = cats.find((c: { name: string }) => c.name === 'Food & Drink');
    const bakery = food.subCategories.find((s: { name: string }) => s.name === 'Bakery');
    const pledge = (await get('/user/pledge', m.headers)).json().data;
    expect(pledge.description).toMatch(/^I pledge/);

    const res = await post('/onboarding/business-categories', m.headers, {
      categoryIds: [food.id, bakery.id],
      pledge: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.checkOutStatus).toBe('SUBSCRIPTION');
    const saved = await db
      .select()
      .from(userBusinessCategories)
      .where(eq(userBusinessCategories.userId, m.id));
    expect(saved.map((s) => s.categoryId).sort()).toEqual([food.id, bakery.id].sort());
    const [accepted] = await db.select().from(userPledges).where(eq(userPledges.userId, m.id));
    expect(accepted?.pledgeId).toBe(pledge.id);
  });

  it('needs at least one and at most 5 categories, the pledge, active ids, and the right stage', async () => {
    const m = await newMember('CATEGORY_SELECTION', 'BUSINESS');
    const cats = (await get('/user/business/category', m.headers)).json().data;
    const ids: number[] = cats.map((c: { id: number }) => c.id);
    let res = await post('/onboarding/business-categories', m.headers, { categoryIds: [], pledge: true });
    expect(res.json().fieldErrors.categoryIds).toEqual([ONBOARDING_MESSAGES.categoriesMin]);
    res = await post('/onboarding/business-categories', m.headers, {
      categoryIds: ids.slice(0, 6),
      pledge: true,
    });
    expect(res.json().fieldErrors.categoryIds).toEqual([ONBOARDING_MESSAGES.categoriesMax]);
    res = await post('/onboarding/business-categories', m.headers, { categoryIds: [ids[0]], pledge: false });
    expect(res.json().fieldErrors.pledge).toEqual([ONBOARDING_MESSAGES.pledgeRequired]);
    res = await post('/onboarding/business-categories', m.headers, { categoryIds: [999999], pledge: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ONBOARDING_MESSAGES.categoryUnavailable);
    expect(await stageOf(m.id)).toBe('CATEGORY_SELECTION');
    expect(
      await db.select().from(userBusinessCategories).where(eq(userBusinessCategories.userId, m.id)),
    ).toEqual([]);

    const personalMember = await newMember('ACCOUNT_SETUP', 'PERSONAL');
    res = await post('/onboarding/business-categories', personalMember.headers, {
      categoryIds: [ids[0]],
      pledge: true,
    });
    expect(res.json().code).toBe('ONBOARDING_STAGE');
  });
});

const adminSession = await login(app, ADMIN, 'ADMIN');
const asAdmin = bearer(adminSession.accessToken);
const asMember = bearer((await login(app, MEMBER)).accessToken);

describe('business categories (admin)', () => {
  it('lists the default categories alphabetically with sub-categories', async () => {
    const res = await get('/user/business/category', asMember);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(names).toContain('Food & Drink');
    const food = res.json().data.find((c: { name: string }) => c.name === 'Food & Drink');
    expect(food.subCategories.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Bakery', 'Catering', 'Restaurant']),
    );
  });

  it('lets admins create, read, rename, deactivate and delete, and logs each action', async () => {
    let res = await post('/user/business/category', asAdmin, { name: '  Pet Care ' });
    expect(res.statusCode).toBe(200);
    const cat = res.json().data;
    expect(cat).toMatchObject({ name: 'Pet Care', parentId: null, isActive: true, subCategories: [] });

    res = await post('/user/business/sub-category', asAdmin, { parentId: cat.id, name: 'Dog Walking' });
    const sub = res.json().data;
    expect(sub).toMatchObject({ name: 'Dog Walking', parentId: cat.id });
    // No third level, and no duplicate names under one parent.
    res = await post('/user/business/sub-category', asAdmin, { parentId: sub.id, name: 'Puppies' });
    expect(res.json().message).toBe(ONBOARDING_MESSAGES.parentIsSubCategory);
    res = await post('/user/business/sub-category', asAdmin, { parentId: cat.id, name: 'dog walking' });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors.name).toEqual([ONBOARDING_MESSAGES.categoryNameTaken]);
    res = await post('/user/business/category', asAdmin, { name: 'retail' });
    expect(res.statusCode).toBe(409);
    res = await post('/user/business/sub-category', asAdmin, { parentId: 999999, name: 'Orphan' });
    expect(res.statusCode).toBe(404);

    res = await get(`/user/business/category/${cat.id}`, asAdmin);
    expect(res.json().data.subCategories).toHaveLength(1);

    res = await http.put(`/v1/user/business/category/${cat.id}`, asAdmin, {
      name: 'Pet Services',
      isActive: false,
    });
    expect(res.json().data).toMatchObject({ name: 'Pet Services', isActive: false });
    // Members no longer see it; admins do.
    const memberList = (await get('/user/business/category', asMember)).json().data;
    expect(memberList.some((c: { id: number }) => c.id === cat.id)).toBe(false);
    const adminList = (await get('/user/business/category', asAdmin)).json().data;
    expect(adminList.find((c: { id: number }) => c.id === cat.id)).toMatchObject({ isActive: false });

    res = await http.delete(`/v1/user/business/category?categoryIds=${cat.id}`, asAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deletedIds).toEqual([cat.id, sub.id]);
    expect((await get(`/user/business/category/${cat.id}`, asAdmin)).statusCode).toBe(404);

    const actions = (
      await db.select().from(adminAuditLog).where(eq(adminAuditLog.adminId, adminSession.user.id))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'BUSINESS_CATEGORY_CREATE',
        'BUSINESS_SUB_CATEGORY_CREATE',
        'BUSINESS_CATEGORY_UPDATE',
        'BUSINESS_CATEGORY_DELETE',
      ]),
    );
  });

  it('refuses to delete categories members have selected, and unknown ids', async () => {
    const m = await newMember('CATEGORY_SELECTION', 'BUSINESS');
    const created = (await post('/user/business/category', asAdmin, { name: 'Florists' })).json().data;
    await post('/onboarding/business-categories', m.headers, { categoryIds: [created.id], pledge: true });
    let res = await http.delete(`/v1/user/business/category?categoryIds=${created.id}`, asAdmin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ONBOARDING_MESSAGES.categoryInUse);
    res = await http.delete('/v1/user/business/category?categoryIds=999999', asAdmin);
    expect(res.statusCode).toBe(404);
    res = await http.delete('/v1/user/business/category?categoryIds=a,b', asAdmin);
    expect(res.statusCode).toBe(400);
  });

  it('keeps every write admin-only (members get 403, anonymous 401)', async () => {
    const writes = [
      { method: 'POST', url: '/v1/user/business/category', payload: { name: 'Hackers' } },
      { method: 'POST', url: '/v1/user/business/sub-category', payload: { parentId: 1, name: 'Hackers' } },
      { method: 'PUT', url: '/v1/user/business/category/1', payload: { name: 'Hackers', isActive: true } },
      { method: 'DELETE', url: '/v1/user/business/category?categoryIds=1' },
      { method: 'POST', url: '/v1/user/pledge', payload: { description: 'Hacked' } },
      { method: 'GET', url: '/v1/user/business/category/1' },
    ] as const;
    for (const w of writes) {
      const payload = 'payload' in w ? w.payload : undefined;
      expect((await send(app, w.method, w.url, asMember, payload)).statusCode, w.url).toBe(403);
      expect((await send(app, w.method, w.url, null, payload)).statusCode, w.url).toBe(401);
    }
    expect((await get('/user/business/category')).statusCode).toBe(401);
    expect((await get('/user/pledge')).statusCode).toBe(401);
  });

  it('saves a new pledge version that becomes current', async () => {
    let res = await post('/user/pledge', asAdmin, { description: '' });
    expect(res.json().fieldErrors.description).toEqual([VALIDATION_MESSAGES.required]);
    res = await post('/user/pledge', asAdmin, { description: 'I pledge to barter kindly.' });
    expect(res.statusCode).toBe(200);
    const current = (await get('/user/pledge', asMember)).json().data;
    expect(current).toMatchObject({ id: res.json().data.id, description: 'I pledge to barter kindly.' });
    const [logged] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'PLEDGE_CREATE'));
    expect(logged?.details).toEqual({ pledgeId: current.id });
  });
});

describe('unique-index races', () => {
  it('names the violated unique index, so a race past the pre-check still answers 409', async () => {
    const { uniqueViolation } = await import('../../src/lib/pg-errors.ts');
    const m = await newMember('ACCOUNT_SETUP');
    const error = await db
      .update(userProfiles)
      .set({ userName: 'alexm24' })
      .where(eq(userProfiles.userId, m.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(uniqueViolation(error)).toBe('user_profiles_user_name_key');
    expect(uniqueViolation(new Error('other'))).toBeNull();
  });
});
