import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashCost, hashPassword, verifyPassword } from '../../src/modules/auth/passwords.ts';

describe('password and PIN hashing', () => {
  it.each(['production', 'development', undefined, ''])(
    'NODE_ENV=%s hashes at the OWASP minimum for argon2id (19 MiB, t=2, p=1)',
    async (nodeEnv) => {
      const cost = hashCost(nodeEnv);
      expect(cost).toEqual({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
      expect(await hash('Secret#Pass1', cost)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    },
  );

  it("the test runner's processes hash with argon2id at its smallest cost", async () => {
    expect(process.env.NODE_ENV).toBe('test');
    expect(hashCost('test')).toEqual({ algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 });
    expect(await hashPassword('Secret#Pass1')).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
  });

  it('a hash of either cost verifies the right secret and refuses a wrong one', async () => {
    for (const stored of [
      await hash('Secret#Pass1', hashCost('production')),
      await hashPassword('Secret#Pass1'),
    ]) {
      expect(await verifyPassword(stored, 'Secret#Pass1')).toBe(true);
      expect(await verifyPassword(stored, 'Secret#Pass2')).toBe(false);
    }
  });

  it('no stored hash (an unknown account) or a damaged one verifies nothing', async () => {
    expect(await verifyPassword(null, 'Secret#Pass1')).toBe(false);
    expect(await verifyPassword(undefined, '')).toBe(false);
    expect(await verifyPassword('$argon2id$not-a-hash', 'Secret#Pass1')).toBe(false);
  });
});
