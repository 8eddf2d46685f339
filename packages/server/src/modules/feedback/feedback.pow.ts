/**
 * The self-hosted proof of work of guest feedback (ALTCHA v2, altcha-lib): the server signs a
 * challenge whose answer it knows (deterministic mode: a random counter the solver must reach), the
 * visitor's browser finds that counter, and the solved payload comes back in the x-altcha header as
 * base64 of JSON `{ challenge, solution }`. Checking it costs two HMACs: the challenge's signature,
 * then the derived key's signature. Both HMAC keys are derived from the server's signing secret.
 */
import { createHmac } from 'node:crypto';
import {
  FEEDBACK_CHALLENGE_TTL_SECONDS,
  FEEDBACK_MESSAGES,
  type TFeedbackChallenge,
} from '@barterbits/contracts';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';

/** The work asked: SHA-256 once per try, and the number of tries (a random counter in this range). */
export interface PowDifficulty {
  counterMin: number;
  counterMax: number;
}

/** About half a second in a phone's browser (WebCrypto SHA-256), milliseconds on the server. */
export const DEFAULT_POW_DIFFICULTY: PowDifficulty = { counterMin: 50_000, counterMax: 100_000 };

/** The header is refused unread past this length (a real payload is about 700 characters). */
export const POW_HEADER_MAX_LENGTH = 4096;

const ALGORITHM = 'SHA-256';

/** Why a payload was refused: the message and whether it is a replay (409) or else bad (400). */
export type PowRefusal = { reason: 'missing' | 'invalid' | 'expired' | 'used'; message: string };

/** A checked payload: its signature (to spend) and when its challenge expires. */
export interface PowPass {
  signature: string;
  expiresAt: Date;
}

const ZPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().max(128),
      salt: z.string().max(128),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(256),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1).max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }),
});

const refusal = (reason: PowRefusal['reason']): PowRefusal => ({
  reason,
  message: {
    missing: FEEDBACK_MESSAGES.powMissing,
    invalid: FEEDBACK_MESSAGES.powInvalid,
    expired: FEEDBACK_MESSAGES.powExpired,
    used: FEEDBACK_MESSAGES.powUsed,
  }[reason],
});

/** HMAC-SHA256 of a purpose label under the server secret, as hex (one key per use). */
const subKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`barterbits:${purpose}`).digest('hex');

/** Challenges and their checks under keys derived from `secret`. */
export function createFeedbackPow(secret: string, difficulty: PowDifficulty = DEFAULT_POW_DIFFICULTY) {
  const hmacSignatureSecret = subKey(secret, 'feedback-pow-challenge');
  const hmacKeySignatureSecret = subKey(secret, 'feedback-pow-key');

  return {
    /** A signed challenge that expires FEEDBACK_CHALLENGE_TTL_SECONDS from `now`. */
    async challenge(now = Date.now()): Promise<TFeedbackChallenge> {
      const c = await createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(difficulty.counterMax, difficulty.counterMin),
        deriveKey,
        expiresAt: Math.floor(now / 1000) + FEEDBACK_CHALLENGE_TTL_SECONDS,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { parameters: c.parameters, signature: c.signature! };
    },

    /**
     * Checks the header's payload: present, well-formed, signed by us, not expired, solved. Answers
     * what to spend, or why it is refused. Spending (once per challenge) is the caller's.
     */
    async check(header: string | undefined): Promise<PowPass | PowRefusal> {
      if (!header?.trim()) return refusal('missing');
      if (header.length > POW_HEADER_MAX_LENGTH) return refusal('invalid');
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(header.trim(), 'base64').toString('utf8'));
      } catch {
        return refusal('invalid');
      }
      const parsed = ZPayload.safeParse(json);
      if (!parsed.success) return refusal('invalid');
      const { challenge, solution } = parsed.data;
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (result.expired) return refusal('expired');
        if (!result.verified) return refusal('invalid');
      } catch {
        return refusal('invalid');
      }
      return { signature: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt * 1000) };
    },
  };
}

export type FeedbackPow = ReturnType<typeof createFeedbackPow>;

/** Whether a check passed. */
export const isPowPass = (r: PowPass | PowRefusal): r is PowPass => 'signature' in r;
