import {
  ERROR_MESSAGES,
  type OnboardingStage,
  PIN_MESSAGES,
  VALIDATION_MESSAGES as V,
} from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userLocations, userSettings, users } from '../../src/db/schema.ts';
import { ADMIN, bearer, build, createUser, freshIp, login, MEMBER, requests } from '../helper.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;
const PASSWORD = 'LocationTests#1';
let seq = 0;

async function member(stage: OnboardingStage = 'PIN_SETUP') {
  const email = `loc${++seq}@example.com`;
  const s = await createUser(app, { email, password: PASSWORD, stage });
  return { id: s.user.id, h: s.headers };
}
const http = requests(app);
const post = (url: string, payload: unknown, headers?: Record<string, string>) =>
  http.post(url, headers, payload, { remoteAddress: freshIp() });
const get = (url: string, headers?: Record<string, string>) => http.get(url, headers);

const alex = await login(app, MEMBER);
const asAlex = bearer(alex.accessToken) as Record<string, string>;

/** The details of the first suggestion for `input`, as the member app would pick it. */
async function pick(input: string) {
  const list = await get(`/v1/places/autocomplete?input=${encodeURIComponent(input)}`, asAlex);
  const [first] = list.json().data;
  const details = await get(`/v1/places/details/${encodeURIComponent(first.placeId)}`, asAlex);
  const p = details.json().data;
  return {
    latitude: p.geometry.location.lat,
    longitude: p.geometry.location.lng,
    formatted_address: p.formatted_address,
    address_components: p.address_components,
    types: p.types,
    bounds: p.geometry.bounds,
  };
}

describe('GET /v1/places/autocomplete and /v1/places/details/:placeId', () => {
  it('suggests Canadian cities, best first', async () => {
    const res = await get('/v1/places/autocomplete?input=toron', asAlex);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toEqual({
      placeId: 'ca:ON:Toronto',
      description: 'Toronto, Ontario, Canada',
      mainText: 'Toronto',
      secondaryText: 'Ontario, Canada',
    });
    const limited = await get('/v1/places/autocomplete?input=sa&limit=3', asAlex);
    expect(limited.json().data).toHaveLength(3);
  });

  it('rejects too short or too long input and anonymous callers', async () => {
    for (const input of ['', 'a', ' b ']) {
      const res = await get(`/v1/places/autocomplete?input=${encodeURIComponent(input)}`, asAlex);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PIN_MESSAGES.placesInputMin);
    }
    expect((await get('/v1/places/autocomplete', asAlex)).statusCode).toBe(400);
    const long = await get(`/v1/places/autocomplete?input=${'x'.repeat(101)}`, asAlex);
    expect(long.json().message).toBe(PIN_MESSAGES.placesInputMax);
    expect((await get('/v1/places/autocomplete?input=toron')).statusCode).toBe(401);
  });

  it('gives the address, components and coordinates of a place; 404 for an unknown one', async () => {
    const res = await get(`/v1/places/details/${encodeURIComponent('ca:QC:Montréal')}`, asAlex);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p.formatted_address).toBe('Montréal, QC, Canada');
    expect(p.address_components).toContainEqual({
      long_name: 'Quebec',
      short_name: 'QC',
      types: ['administrative_area_level_1', 'political'],
    });
    expect(p.geometry.location.lat).toBeCloseTo(45.5, 0);
    expect(p.geometry.viewport.northeast.lat).toBeGreaterThan(p.geometry.location.lat);
    expect(p.geometry.viewport.southwest.lng).toBeLessThan(p.geometry.location.lng);
    expect((await get('/v1/places/details/ca%3AON%3ANowhere', asAlex)).statusCode).toBe(404);
  });
});

describe('POST /v1/user/location-setup', () => {
  it('requires a picked location ("A location must be selected.")', async () => {
    const m = await member();
    await post('/v1/user/set-pin', { pin: '2468', confirmPin: '2468' }, m.h);
    for (const body of [
      {},
      { formatted_address: 'Toronto' },
      { formatted_address: '', latitude: 43.7, longitude: -79.4 },
      { formatted_address: 'Toronto', latitude: 'x', longitude: -79.4 },
      { formatted_address: 'Toronto', latitude: 91, longitude: -79.4 },
    ]) {
      const res = await post('/v1/user/location-setup', body, m.h);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: V.locationRequired });
    }
    const none = await app.inject({ method: 'POST', url: '/v1/user/location-setup', headers: m.h });
    expect(none.statusCode).toBe(400);
    expect((await db.select().from(userLocations).where(eq(userLocations.userId, m.id))).length).toBe(0);
    expect((await db.select().from(users).where(eq(users.id, m.id)))[0]!.checkOutStatus).toBe('PIN_SETUP');
  });

  it('at PIN_SETUP without a PIN answers 409 and saves nothing', async () => {
    const m = await member();
    const res = await post('/v1/user/location-setup', await pick('toron'), m.h);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ONBOARDING_STAGE', message: ERROR_MESSAGES.onboardingStage });
    expect((await db.select().from(userLocations).where(eq(userLocations.userId, m.id))).length).toBe(0);
  });

  it('after the PIN it saves the location, creates the settings (radius 20) and completes onboarding', async () => {
    const m = await member();
    await post('/v1/user/set-pin', { pin: '2468', confirmPin: '2468' }, m.h);
    const body = await pick('toron');
    const res = await post('/v1/user/location-setup', body, m.h);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: m.id,
      checkOutStatus: 'COMPLETED',
      pinSet: true,
      locationSet: true,
    });
    const [loc] = await db.select().from(userLocations).where(eq(userLocations.userId, m.id));
    expect(loc).toMatchObject({
      formattedAddress: 'Toronto, ON, Canada',
      latitude: body.latitude,
      longitude: body.longitude,
      types: ['locality', 'political'],
      bounds: body.bounds,
    });
    expect(loc!.addressComponents).toHaveLength(3);
    const [settings] = await db.select().from(userSettings).where(eq(userSettings.userId, m.id));
    expect(settings).toMatchObject({ offerRadius: 20, memberRadius: 20 });
    // Replaying the call does not move the stage again (it is already COMPLETED) and keeps one row.
    const again = await post('/v1/user/location-setup', body, m.h);
    expect(again.statusCode).toBe(200);
    expect((await db.select().from(userLocations).where(eq(userLocations.userId, m.id))).length).toBe(1);
  });

  it('lets a completed member change the location any time, keeping their radius settings', async () => {
    const m = await member('COMPLETED');
    await post('/v1/user/location-setup', await pick('toron'), m.h);
    await db.update(userSettings).set({ memberRadius: 35 }).where(eq(userSettings.userId, m.id));
    const res = await post('/v1/user/location-setup', await pick('halifax'), m.h);
    expect(res.statusCode).toBe(200);
    const rows = await db.select().from(userLocations).where(eq(userLocations.userId, m.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.formattedAddress).toBe('Halifax, NS, Canada');
    const [settings] = await db.select().from(userSettings).where(eq(userSettings.userId, m.id));
    expect(settings!.memberRadius).toBe(35);
  });

  it('refuses earlier stages and admins', async () => {
    const early = await member('SUBSCRIPTION');
    expect((await post('/v1/user/location-setup', await pick('toron'), early.h)).statusCode).toBe(409);
    const admin = await login(app, ADMIN, 'ADMIN');
    const res = await post(
      '/v1/user/location-setup',
      await pick('toron'),
      bearer(admin.accessToken) as Record<string, string>,
    );
    expect(res.statusCode).toBe(403);
  });
});
