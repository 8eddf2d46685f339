/**
 * Refusing common and breached passwords (OWASP ASVS 5.0 V6.2.4, V6.2.11, V6.2.12) with zxcvbn-ts and
 * its common dictionary (the most used passwords of public breaches, with l33t substitutions,
 * keyboard patterns, sequences, repeats and dates). The spec's rules (8+ characters, upper, lower,
 * digit, special) are checked first by the contracts; this runs on the server only, through the
 * hook `setPasswordStrengthCheck` of `ZPassword`, so every endpoint that sets a password applies it
 * and answers 400 with the message on the `password` field.
 *
 * A password needs zxcvbn's score 3 (10^8 guesses or more), or a score of 2 with at least
 * MIN_GUESSES_LOG10 estimated guesses and no known weakness (its warning: a common password or one like it,
 * the product's name, a pattern). So `Aa1!aaaa` (the spec's four kinds, then a repeat: about 10^6 guesses)
 * and keyboard walks such as `Qw3!rtyu` are refused, while a random 8-character password (about 10^8
 * guesses, no warning) passes.
 */
import { setPasswordStrengthCheck } from '@barterbits/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/** Context-specific words (ASVS V6.2.11): the product's and the demo's names. */
export const CONTEXT_WORDS = ['barterbits', 'barter', 'bits'];

let zxcvbn: ZxcvbnFactory | undefined;

/** Built on first use (about 30 ms: the dictionaries are ranked once). */
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, userInputs: CONTEXT_WORDS },
    graphs: common.adjacencyGraphs,
    // Bounds the work per call (the public sign-up runs it): at most ~10 ms on adversarial input.
    // A password whose first 32 characters are strong is strong.
    maxLength: 32,
    l33tMaxSubstitutions: 50,
  });
  return zxcvbn;
}

/** The fewest guesses (as a power of ten) a score-2 password may take. */
export const MIN_GUESSES_LOG10 = 7.5;

/** True when `password` is not a common, breached or otherwise easily guessed one. */
export function isStrongPassword(password: string): boolean {
  const { score, feedback, guessesLog10 } = estimator().check(password);
  return score >= 3 || (score === 2 && guessesLog10 >= MIN_GUESSES_LOG10 && !feedback.warning);
}

/** Installs the check in the contracts' `ZPassword` (idempotent). */
export function installPasswordStrengthCheck(): void {
  setPasswordStrengthCheck(isStrongPassword);
}
