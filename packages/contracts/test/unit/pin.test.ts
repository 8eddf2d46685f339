/** Spec §5 PIN: a total of N digits (N = PIN_LENGTH), commonly guessable PINs rejected. */
import { describe, expect, it } from 'vitest';
import { PIN_LENGTH } from '../../src/constants.ts';
import { VALIDATION_MESSAGES as M } from '../../src/messages.ts';
import { isGuessablePin, ZPin, ZPinAttempt } from '../../src/rules.ts';
import { acceptsAll, messagesOf, rejectsAll } from './helpers.ts';

it('the PIN is 4 digits and the message says so', () => {
  expect(PIN_LENGTH).toBe(4);
  expect(M.pinDigits).toBe(`PIN must be a total of ${PIN_LENGTH} digits.`);
});

describe('isGuessablePin', () => {
  const guessable: [string, string][] = [
    ['0000', 'same digit'],
    ['1111', 'same digit'],
    ['7777', 'same digit'],
    ['9999', 'same digit'],
    ['0123', 'ascending'],
    ['1234', 'ascending'],
    ['3456', 'ascending'],
    ['6789', 'ascending'],
    ['9876', 'descending'],
    ['4321', 'descending'],
    ['3210', 'descending'],
    ['1212', 'well known'],
    ['6969', 'well known'],
    ['2580', 'well known (keypad column)'],
    ['0852', 'well known (keypad column)'],
    ['1004', 'well known'],
    ['1122', 'well known'],
    ['1010', 'well known'],
    ['2000', 'well known'],
  ];
  for (const [pin, why] of guessable) {
    it(`${pin} is guessable (${why})`, () => expect(isGuessablePin(pin)).toBe(true));
  }
  for (const pin of ['8352', '1357', '2468', '9173', '7029', '1235', '0918', '5820', '4739']) {
    it(`${pin} is not guessable`, () => expect(isGuessablePin(pin)).toBe(false));
  }
  it('sequences and repeats of other lengths are guessable too', () => {
    expect(isGuessablePin('123456')).toBe(true);
    expect(isGuessablePin('98765')).toBe(true);
    expect(isGuessablePin('555555')).toBe(true);
    expect(isGuessablePin('135790')).toBe(false);
  });
});

describe('ZPin (choosing a PIN)', () => {
  acceptsAll(ZPin, ['8352', '1357', '2468', '0918']);
  rejectsAll(ZPin, [
    ['', M.required],
    [undefined, M.required],
    [1234, M.required],
    ['123', M.pinDigits],
    ['12345', M.pinDigits],
    ['12a4', M.pinDigits],
    [' 8352', M.pinDigits],
    ['８３５２', M.pinDigits], // full-width digits
    ['0000', M.pinGuessable],
    ['1111', M.pinGuessable],
    ['1234', M.pinGuessable],
    ['4321', M.pinGuessable],
    ['2580', M.pinGuessable],
    ['6969', M.pinGuessable],
  ]);
  it('a malformed PIN gets only the digits message, not also "too easy to guess"', () => {
    expect(messagesOf(ZPin, '12')).toEqual([M.pinDigits]);
    expect(messagesOf(ZPin, '11111')).toEqual([M.pinDigits]);
  });
});

describe('ZPinAttempt (entering an existing PIN: only its shape matters)', () => {
  acceptsAll(ZPinAttempt, ['1234', '0000', '8352']);
  rejectsAll(ZPinAttempt, [
    ['', M.required],
    [undefined, M.required],
    ['123', M.pinDigits],
    ['12345', M.pinDigits],
    ['abcd', M.pinDigits],
  ]);
});
