import {
  ERROR_MESSAGES,
  ONBOARDING_MESSAGES,
  PROFILE_MESSAGES,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessCategories, userProfiles } from '../../src/db/schema.ts';
import { createAccount } from '../../src/seed.ts';
import {
  ADMIN,
  type As,
  BUSINESS,
  bearer,
  build,
  login,
  MEMBER,
  OTHER_MEMBER,
  requests,
  SUSPENDED,
} from '../helper.ts';

const app = await build();
const member = await login(app, MEMBER);
const business = await login(app, BUSINESS);
const other = await login(app, OTHER_MEMBER);
const admin = await login(app, ADMIN, 'ADMIN');
const asMember = bearer(member.accessToken);
const asBusiness = bearer(business.accessToken);
const asOther = bearer(other.accessToken);
const { db } = app.database;
const [suspendedRow] = await db
  .select({ userId: userProfiles.userId })
  .from(userProfiles)
  .where(eq(userProfiles.userName, 'jordanl9'));
const suspendedId = suspendedRow!.userId;
await createAccount(db, {
  email: 'northern@example.com',
  password: 'BarterDemo#1',
  role: 'MEMBER',
  status: 'ACTIVE',
  firstName: 'Nora',
  lastName: 'Lights',
  userName: 'nora77',
  mobileNumber: '7805550177',
  city: 'Edmonton',
  province: 'Alberta',
  postalCode: 'T5J 0N3',
  business: {
    businessName: 'Northern Lights Studio',
    description: 'Photography.',
    website: 'https://nl.example.ca',
  },
});

const http = requests(app);
const me = async (headers: As = asMember, id = member.user.id) =>
  (await http.get(`/v1/user/${id}`, headers)).json().data;

const address = {
  province: 'Ontario',
  city: 'Toronto',
  country: 'Canada',
  addressLine1: '12 King Street W',
  apartment: 'Unit 4',
  postalCode: 'm5v 2t6',
};
const personal = {
  firstName: 'Alexis',
  lastName: 'Martins',
  userName: 'alexis24',
  phoneNumber: '4165550188',
  countryCode: '+1',
  address,
  yourBio: 'I trade home-made bread for bike repairs.',
};
const putPersonal = (payload: unknown, headers: As = asMember, id = member.user.id) =>
  http.put(`/v1/user/${id}`, headers, payload);

describe('GET /v1/user/:id/public and ?raw=explore', () => {
  it("shows another active member's public view without private fields", async () => {
    for (const url of [`/v1/user/${business.user.id}/public`, `/v1/user/${business.user.id}?raw=explore`]) {
      const res = await http.get(url, asMember);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({
        id: business.user.id,
        userName: 'mapleleaf1',
        firstName: 'Mia',
        lastNameInitial: 'T',
        displayName: 'Mia T.',
        city: 'Montreal',
        province: 'Quebec',
        accountType: 'BUSINESS',
        business: { businessName: 'Maple Leaf Bakery', website: 'https://mapleleafbakery.example.ca' },
      });
      const text = res.body;
      for (const secret of ['maple@demo', '5145550102', 'H2X', 'Tremblay', 'password', 'email', 'mobile'])
        expect(text).not.toContain(secret);
    }
  });

  it('answers 404 for suspended, unknown and admin accounts, 401 without a token', async () => {
    for (const id of [suspendedId, '00000000-0000-4000-8000-000000000000', admin.user.id]) {
      expect((await http.get(`/v1/user/${id}/public`, asMember)).statusCode).toBe(404);
      expect((await http.get(`/v1/user/${id}?raw=explore`, asMember)).statusCode).toBe(404);
    }
    expect((await http.get(`/v1/user/${member.user.id}/public`)).statusCode).toBe(401);
  });

  it('keeps the private view private', async () => {
    expect((await http.get(`/v1/user/${business.user.id}`, asMember)).statusCode).toBe(403);
    const own = await me();
    expect(own.email).toBe('alex@demo.barterbits.ca');
  });
});

describe('PUT /v1/user/:id', () => {
  it('forbids changing another member', async () => {
    const before = await me(asOther, other.user.id);
    const res = await putPersonal(personal, asMember, other.user.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: PROFILE_MESSAGES.ownProfileOnly });
    expect(await me(asOther, other.user.id)).toEqual(before);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const before = await me();
    const cases: [object, string, string][] = [
      [{ ...personal, firstName: 'A' }, 'firstName', VALIDATION_MESSAGES.nameLength],
      [{ ...personal, lastName: 'Mart1n' }, 'lastName', VALIDATION_MESSAGES.nameLetters],
      [{ ...personal, userName: 'Alexis24' }, 'userName', VALIDATION_MESSAGES.userNameChars],
      [{ ...personal, userName: 'alexis' }, 'userName', VALIDATION_MESSAGES.userNameMix],
      [{ ...personal, phoneNumber: '12345' }, 'phoneNumber', VALIDATION_MESSAGES.mobile],
      [{ ...personal, yourBio: 'abc' }, 'yourBio', VALIDATION_MESSAGES.bioMin],
      [{ ...personal, yourBio: 'x'.repeat(250) }, 'yourBio', VALIDATION_MESSAGES.textAreaMax],
      [
        { ...personal, address: { ...address, postalCode: '12345' } },
        'address.postalCode',
        VALIDATION_MESSAGES.postalCodeLength,
      ],
      [{ ...personal, address: { ...address, city: '' } }, 'address.city', VALIDATION_MESSAGES.required],
    ];
    for (const [payload, field, message] of cases) {
      const res = await putPersonal(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors[field]).toContain(message);
    }
    expect(await me()).toEqual(before);
  });

  it('refuses a username or mobile number of another member and changes nothing', async () => {
    const before = await me();
    const taken = await putPersonal({ ...personal, userName: 'samchen7' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'USERNAME_IN_USE',
      message: ERROR_MESSAGES.userNameInUse,
      fieldErrors: { userName: [ERROR_MESSAGES.userNameInUse] },
    });
    const mobile = await putPersonal({ ...personal, phoneNumber: '6045550103' });
    expect(mobile.statusCode).toBe(409);
    expect(mobile.json()).toMatchObject({
      code: 'MOBILE_IN_USE',
      fieldErrors: { phoneNumber: [ERROR_MESSAGES.mobileInUse] },
    });
    const both = await putPersonal({ ...personal, userName: 'samchen7', phoneNumber: '6045550103' });
    expect(Object.keys(both.json().fieldErrors).sort()).toEqual(['phoneNumber', 'userName']);
    expect(await me()).toEqual(before);
  });

  it('saves the personal info, keeping its own username and number allowed', async () => {
    const res = await putPersonal(personal);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.userProfile).toMatchObject({
      firstName: 'Alexis',
      lastName: 'Martins',
      userName: 'alexis24',
      mobileNumber: '4165550188',
      yourBio: personal.yourBio,
      address: {
        city: 'Toronto',
        addressLine1: '12 King Street W',
        apartment: 'Unit 4',
        postalCode: 'M5V 2T6',
      },
    });
    // Same values again are fine (no duplicate with oneself); an empty bio clears it.
    const again = await putPersonal({ ...personal, yourBio: '' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.userProfile.yourBio).toBeNull();
  });

  it("does not move a business's address when the contact's personal address changes", async () => {
    const before = await me(asBusiness, business.user.id);
    const res = await putPersonal(
      {
        ...personal,
        userName: 'miat22',
        phoneNumber: '5145550199',
        address: { ...address, city: 'Laval', province: 'Quebec', postalCode: 'H7N 1A1' },
      },
      asBusiness,
      business.user.id,
    );
    expect(res.statusCode).toBe(200);
    const after = res.json().data;
    expect(after.userProfile.address.city).toBe('Laval');
    expect(after.business.address).toEqual(before.business.address);
  });

  it('is for members only', async () => {
    const res = await putPersonal(personal, bearer(admin.accessToken), admin.user.id);
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /v1/user/business', () => {
  const details = {
    businessName: 'Maple Leaf Bakery & Cafe',
    description: 'Bread, tarts and coffee.',
    website: 'HTTPS://MapleLeaf.example.ca',
    phoneNumber: '5145550111',
    countryCode: '+1',
    address: { ...address, city: 'Montreal', province: 'Quebec', postalCode: 'H2X 1Y4' },
  };
  const put = (payload: object, as: As = asBusiness) => http.put('/v1/user/business', as, payload);

  it('refuses personal members and changes nothing', async () => {
    const res = await put(details, asMember);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PROFILE_MESSAGES.businessOnly);
  });

  it('refuses bad input and a taken business name, changing nothing', async () => {
    const before = await me(asBusiness, business.user.id);
    const cases: [object, string, string][] = [
      [{ ...details, businessName: '' }, 'businessName', VALIDATION_MESSAGES.required],
      [{ ...details, businessName: 'b'.repeat(151) }, 'businessName', VALIDATION_MESSAGES.businessNameMax],
      [
        { ...details, description: 'd'.repeat(501) },
        'description',
        VALIDATION_MESSAGES.businessDescriptionMax,
      ],
      [{ ...details, website: 'http://maple.example.ca' }, 'website', VALIDATION_MESSAGES.httpsUrl],
      [{ ...details, website: `https://${'w'.repeat(250)}.ca` }, 'website', VALIDATION_MESSAGES.websiteMax],
      [{ ...details, phoneNumber: '555' }, 'phoneNumber', VALIDATION_MESSAGES.mobile],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors[field]).toContain(message);
    }
    // Another business's name, in any case.
    const taken = await put({ ...details, businessName: 'NORTHERN lights studio' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.businessName).toEqual([ONBOARDING_MESSAGES.businessNameInUse]);
    expect(await me(asBusiness, business.user.id)).toEqual(before);
  });

  it('saves the business, lower-casing the website', async () => {
    const res = await put(details);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.business).toMatchObject({
      businessName: 'Maple Leaf Bakery & Cafe',
      description: 'Bread, tarts and coffee.',
      website: 'https://mapleleaf.example.ca',
      phoneNumber: '5145550111',
      address: { city: 'Montreal', postalCode: 'H2X 1Y4' },
    });
    const cleared = await put({ ...details, website: '', description: '' });
    expect(cleared.json().data.business).toMatchObject({ website: null, description: null });
  });
});

const [food] = await db
  .insert(businessCategories)
  .values({ name: 'Profile Test Food', isActive: true })
  .returning();
const [bakery] = await db
  .insert(businessCategories)
  .values({ name: 'Profile Test Bakery', parentId: food!.id, isActive: true })
  .returning();
const [closed] = await db
  .insert(businessCategories)
  .values({ name: 'Profile Test Closed', isActive: false })
  .returning();

describe('business categories', () => {
  const put = (categoryIds: unknown, as: As = asBusiness) =>
    http.put('/v1/user/business/categories', as, { categoryIds });
  const get = (as: As = asBusiness) => http.get('/v1/user/business/categories', as);

  it('replaces the own categories and shows them publicly', async () => {
    const res = await put([food!.id, bakery!.id]);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([food!.id, bakery!.id].sort());
    expect((await get()).json().data).toHaveLength(2);
    const pub = await http.get(`/v1/user/${business.user.id}/public`, asMember);
    expect(pub.json().data.business.categories.map((c: { name: string }) => c.name)).toEqual([
      'Profile Test Bakery',
      'Profile Test Food',
    ]);
  });

  it('refuses none, too many, inactive or unknown categories and personal members, changing nothing', async () => {
    const cases: [unknown, string][] = [
      [[], ONBOARDING_MESSAGES.categoriesMin],
      [[1, 2, 3, 4, 5, 6], ONBOARDING_MESSAGES.categoriesMax],
      [[closed!.id], ONBOARDING_MESSAGES.categoryUnavailable],
      [[999999], ONBOARDING_MESSAGES.categoryUnavailable],
      [[food!.id, food!.id], ONBOARDING_MESSAGES.categoryUnavailable],
    ];
    for (const [ids, message] of cases) {
      const res = await put(ids);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.categoryIds).toContain(message);
    }
    expect((await put([food!.id], asMember)).statusCode).toBe(403);
    expect((await get(asMember)).statusCode).toBe(403);
    expect((await get()).json().data).toHaveLength(2);
  });
});

describe('socials', () => {
  const put = (payload: object, as: As = asMember) => http.put('/v1/user/socials', as, payload);
  const get = (as?: As) => http.get('/v1/user/socials', as);

  it('starts empty, saves https links lower-cased, and empty removes one', async () => {
    const empty = await get(asMember);
    expect(empty.json().data).toEqual({
      website: null,
      facebook: null,
      instagram: null,
      youtube: null,
      telegram: null,
      x: null,
      linkedin: null,
    });
    const res = await put({ facebook: 'https://Facebook.com/Alex', x: 'https://x.com/alex', website: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      facebook: 'https://facebook.com/alex',
      x: 'https://x.com/alex',
      website: null,
    });
    const pub = await http.get(`/v1/user/${member.user.id}/public`, asOther);
    expect(pub.json().data.socials.facebook).toBe('https://facebook.com/alex');
    const removed = await put({ facebook: '', x: 'https://x.com/alex' });
    expect(removed.json().data.facebook).toBeNull();
  });

  it('refuses http:// and over-long links and changes nothing', async () => {
    const before = (await get(asMember)).json();
    const res = await put({ instagram: 'http://instagram.com/alex', x: 'https://x.com/other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.instagram).toEqual([VALIDATION_MESSAGES.httpsUrl]);
    const long = await put({ linkedin: `https://${'l'.repeat(260)}.com` });
    expect(long.json().fieldErrors.linkedin).toContain(VALIDATION_MESSAGES.websiteMax);
    expect((await get(asMember)).json()).toEqual(before);
  });

  it('needs a member', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(bearer(admin.accessToken))).statusCode).toBe(403);
  });
});

it('suspended members cannot sign in to edit', async () => {
  const res = await http.post('/v1/user/login', null, { ...SUSPENDED, portal: 'MEMBER' });
  expect(res.statusCode).not.toBe(200);
});
