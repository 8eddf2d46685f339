import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenSigner } from '../../src/modules/auth/tokens.ts';

const claims = { userId: '6f1c2a8e-0d5b-4c3e-9a7f-1b2c3d4e5f60', role: 'MEMBER' as const, sessionId: 's-1' };

describe('TokenSigner', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, repeatedly (the second time from the verified cache)', async () => {
    const signer = new TokenSigner('a-secret-of-enough-length-for-hs256', 60);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
  });

  it('refuses a token signed with another secret or altered, even after the genuine one was cached', async () => {
    const signer = new TokenSigner('a-secret-of-enough-length-for-hs256', 60);
    const other = new TokenSigner('another-secret-of-enough-length-x', 60);
    const token = await signer.sign(claims);
    await signer.verify(token);
    await expect(signer.verify(await other.sign(claims))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const [h, p, sig] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), role: 'ADMIN' }),
    );
    await expect(signer.verify(`${h}.${forged.toString('base64url')}.${sig}`)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('a cached token still expires on time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signer = new TokenSigner('a-secret-of-enough-length-for-hs256', 60);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 61_000);
    await expect(signer.verify(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    // And stays expired (the entry is gone; the full check says so too).
    await expect(signer.verify(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});
