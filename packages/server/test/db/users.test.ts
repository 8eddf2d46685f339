import { ERROR_MESSAGES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../src/seed.ts';
import { ADMIN, type As, BUSINESS, bearer, build, login, MEMBER, requests } from '../helper.ts';

const app = await build();
// Enough extra members to page through.
for (let i = 0; i < 30; i++) {
  await createAccount(app.database.db, {
    email: `member${String(i).padStart(2, '0')}@example.com`,
    password: 'BarterDemo#1',
    role: 'MEMBER',
    status: i % 10 === 0 ? 'SUSPENDED' : 'ACTIVE',
    firstName: `First${'abcdefghijklmnopqrstuvwxyzabcd'[i]}`,
    lastName: 'Sample',
    userName: `member${i}x`,
    mobileNumber: `90555500${String(i).padStart(2, '0')}`,
    city: 'Halifax',
    province: 'Nova Scotia',
    postalCode: 'B3H 1A1',
  });
}
const admin = await login(app, ADMIN, 'ADMIN');
const member = await login(app, MEMBER);
const business = await login(app, BUSINESS);
const asAdmin = bearer(admin.accessToken);

const http = requests(app);
const list = (query: string, headers: As = asAdmin) => http.get(`/v1/user?${query}`, headers);

describe('GET /v1/user/:id', () => {
  it('gives members their own account with userProfile and business', async () => {
    const res = await http.get(`/v1/user/${business.user.id}`, bearer(business.accessToken));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.userProfile).toMatchObject({ firstName: 'Mia', userName: 'mapleleaf1', countryCode: '+1' });
    expect(data.userProfile.address).toMatchObject({ city: 'Montreal', country: 'Canada' });
    expect(data.business).toMatchObject({ businessName: 'Maple Leaf Bakery' });
    expect(data).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(data)).not.toContain('argon2');
  });

  it("forbids a member from reading another member's private data", async () => {
    const res = await http.get(`/v1/user/${business.user.id}`, bearer(member.accessToken));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: ERROR_MESSAGES.forbidden });
  });

  it('lets admins read anyone, and answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await http.get(`/v1/user/${member.user.id}?raw=true`, asAdmin)).statusCode).toBe(200);
    const missing = await http.get('/v1/user/00000000-0000-4000-8000-000000000000', asAdmin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect((await http.get('/v1/user/not-a-uuid', asAdmin)).statusCode).toBe(400);
  });
});

describe('admin routes', () => {
  it('answer 403 to member tokens and 401 without a token', async () => {
    for (const url of ['/v1/user', '/v1/admin']) {
      const res = await http.get(url, bearer(member.accessToken));
      expect(res.statusCode).toBe(403);
      expect((await http.get(url)).statusCode).toBe(401);
    }
    const put = await http.put('/v1/admin', bearer(member.accessToken), {
      firstName: 'Eve',
      lastName: 'Hacker',
      mobileNo: '4165550199',
    });
    expect(put.statusCode).toBe(403);
  });
});

describe('GET /v1/user (admin list)', () => {
  it('pages with a total and a stable order', async () => {
    const first = (await list('limit=10&offset=0&sortBy=lastName&sortOrder=ASC')).json();
    const second = (await list('limit=10&offset=10&sortBy=lastName&sortOrder=ASC')).json();
    expect(first.meta).toEqual({ total: 35, limit: 10, offset: 0 });
    expect(first.data).toHaveLength(10);
    const ids = [...first.data, ...second.data].map((u: { id: string }) => u.id);
    expect(new Set(ids).size).toBe(20);
    const all = (await list('limit=100&sortBy=lastName&sortOrder=ASC'))
      .json()
      .data.map((u: { id: string }) => u.id);
    expect(all.slice(0, 20)).toEqual(ids);
  });

  it('sorts by the requested field both ways', async () => {
    const asc = (await list('limit=100&sortBy=email&sortOrder=ASC'))
      .json()
      .data.map((u: { email: string }) => u.email);
    expect(asc).toEqual([...asc].sort());
    const desc = (await list('limit=100&sortBy=email&sortOrder=DESC'))
      .json()
      .data.map((u: { email: string }) => u.email);
    expect(desc).toEqual([...asc].reverse());
  });

  it('searches e-mail, names, username and business name', async () => {
    const byBusiness = (await list('search=maple%20leaf')).json();
    expect(byBusiness.meta.total).toBe(1);
    expect(byBusiness.data[0]).toMatchObject({
      email: BUSINESS.email,
      businessName: 'Maple Leaf Bakery',
      memberType: 'CUSTOMER_BUSINESS',
    });
    expect((await list('search=ALEX')).json().data[0].email).toBe(MEMBER.email);
    expect((await list('search=Alex%20Martin')).json().meta.total).toBe(1);
    expect((await list('search=member1')).json().meta.total).toBe(11);
    // Wildcards are literal.
    expect((await list('search=%25')).json().meta.total).toBe(0);
  });

  it('filters by status, role and member type', async () => {
    const suspended = (await list('status=SUSPENDED&limit=100')).json();
    expect(suspended.meta.total).toBe(4);
    expect(suspended.data.every((u: { status: string }) => u.status === 'SUSPENDED')).toBe(true);
    const admins = (await list('role=ADMIN')).json();
    expect(admins.meta.total).toBe(1);
    // Only member accounts have a member type.
    expect(admins.data[0]).toMatchObject({ role: 'ADMIN', memberType: null });
    expect((await list('memberType=CUSTOMER_BUSINESS')).json().meta.total).toBe(1);
    expect((await list('memberType=CUSTOMER_PERSONAL')).json().meta.total).toBe(33);
    const own = (await http.get(`/v1/user/${admin.user.id}`, asAdmin)).json().data;
    expect(own).toMatchObject({ role: 'ADMIN', memberType: null, accountType: null });
  });

  it('rejects bad query values with a 400', async () => {
    for (const q of [
      'limit=0',
      'limit=100000',
      'offset=-1',
      'sortBy=password',
      'status=NOPE',
      'sortOrder=UP',
    ]) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET and PUT /v1/admin', () => {
  it("returns the admin's profile and updates it", async () => {
    const me = (await http.get('/v1/admin', asAdmin)).json().data;
    expect(me).toMatchObject({ email: ADMIN.email, role: 'ADMIN', userProfile: { firstName: 'Avery' } });
    const res = await http.put('/v1/admin', asAdmin, {
      firstName: 'Avery',
      lastName: 'Stoneheart',
      mobileNo: '6135550111',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userProfile).toMatchObject({ lastName: 'Stoneheart', mobileNumber: '6135550111' });
  });

  it('validates with the spec messages and changes nothing on bad input', async () => {
    const res = await http.put('/v1/admin', asAdmin, {
      firstName: 'A',
      lastName: 'Stone3',
      mobileNo: '12345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      firstName: ['Must be between 2 and 79 characters.'],
      lastName: ['Only English letters are allowed.'],
      mobileNo: ['Mobile number must be 10 digits.'],
    });
    const me = (await http.get('/v1/admin', asAdmin)).json().data;
    expect(me.userProfile.firstName).toBe('Avery');
  });

  it("refuses another account's mobile number", async () => {
    const res = await http.put('/v1/admin', asAdmin, {
      firstName: 'Avery',
      lastName: 'Stone',
      mobileNo: '4165550101',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ERROR_MESSAGES.mobileInUse);
  });
});
