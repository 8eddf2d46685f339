import { describe, expect, it, vi } from 'vitest';
import { DataProviderError } from '../providers/errors.ts';
import { createPledgeProvider, PLEDGE_RESOURCE, type PledgeApi } from './pledgeDataProvider.ts';

const pledge = {
  id: 2,
  description: 'I barter kindly.',
  descriptionFr: 'Je troque avec bienveillance.',
  createdAt: '2026-11-20T10:00:00.000Z',
};

const fakeApi = (overrides: Partial<PledgeApi> = {}): PledgeApi => ({
  getPledge: vi.fn(async () => ({ data: pledge })),
  createPledge: vi.fn(async (body) => ({
    data: { ...pledge, id: 3, description: body.description, descriptionFr: body.descriptionFr ?? null },
  })),
  ...overrides,
});

describe('pledge data provider', () => {
  it('reads the current version', async () => {
    expect(await createPledgeProvider(fakeApi()).currentPledge(PLEDGE_RESOURCE, {})).toEqual(pledge);
  });

  it('answers null while no pledge has been set', async () => {
    const dp = createPledgeProvider(fakeApi({ getPledge: vi.fn(async () => ({ data: null })) }));
    expect(await dp.currentPledge(PLEDGE_RESOURCE, {})).toBeNull();
  });

  it('saves a new version, in both languages, and answers it', async () => {
    const api = fakeApi();
    const body = { description: 'Be kind.', descriptionFr: 'Soyez bienveillant.' };
    const saved = await createPledgeProvider(api).savePledge(PLEDGE_RESOURCE, body);
    expect(api.createPledge).toHaveBeenCalledWith(body);
    expect(saved).toEqual({ ...pledge, id: 3, ...body });
  });

  it("keeps the server's message when a save is refused", async () => {
    const invalid = Object.assign(new Error('Please check the highlighted fields.'), {
      status: 400,
      fieldErrors: { description: ['At most 5000 characters.'] },
    });
    const dp = createPledgeProvider(fakeApi({ createPledge: vi.fn(async () => Promise.reject(invalid)) }));
    const error = await dp.savePledge(PLEDGE_RESOURCE, { description: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataProviderError);
    expect(error).toMatchObject({ message: 'Please check the highlighted fields.', status: 400 });
  });
});
