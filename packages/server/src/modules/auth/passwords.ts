/** Password and PIN hashing with argon2id. */
import { hash, verify } from '@node-rs/argon2';

type Argon2Options = { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number };

/**
 * The cost of a new hash. Everywhere the product runs: the OWASP-recommended minimum for argon2id
 * (19 MiB, t=2, p=1), about 13 ms of a core per hash here. In the test runner's processes (NODE_ENV=test,
 * which vitest sets and which is never a deployment's mode) argon2id's smallest cost, as Django's and
 * Devise's test settings do: the suites sign in and check PINs thousands of times, and everything they
 * prove (argon2id hashes, verification, wrong-secret lockouts) holds the same. A hash records its own cost,
 * so a hash of either cost verifies wherever it is read.
 */
export function hashCost(nodeEnv: string | undefined): Argon2Options {
  return nodeEnv === 'test'
    ? { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 }
    : { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
}

const OPTIONS = hashCost(process.env.NODE_ENV);

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** A fixed hash verified for unknown accounts so a miss costs the same time as a hit. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-Aa1!');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
