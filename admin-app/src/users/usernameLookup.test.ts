import type { TUserNameMatch } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import {
  ENTER_USERNAME,
  LOOKUP_MAX,
  lookupTextOf,
  matchesSummary,
  matchLabel,
  matchName,
  nextFocus,
} from './usernameLookup.ts';

const match = (over: Partial<TUserNameMatch> = {}): TUserNameMatch => ({
  id: 'u1',
  userName: 'alex',
  firstName: 'Alex',
  lastName: 'Martin',
  email: 'alex@demo.barterbits.ca',
  businessName: null,
  status: 'ACTIVE',
  ...over,
});

describe('lookupTextOf', () => {
  it('sends the text trimmed', () => {
    expect(lookupTextOf('  ale ')).toEqual({ ok: true, q: 'ale' });
  });

  it('asks for text when there is none', () => {
    expect(lookupTextOf('   ')).toEqual({ ok: false, message: ENTER_USERNAME });
  });

  it("refuses more than the server's 30 characters", () => {
    expect(lookupTextOf('a'.repeat(LOOKUP_MAX)).ok).toBe(true);
    expect(lookupTextOf('a'.repeat(LOOKUP_MAX + 1)).ok).toBe(false);
  });
});

describe('match names', () => {
  it('names a business by its business name, a person by their names, else the username', () => {
    expect(matchName(match({ businessName: 'Maple Leaf Bakery' }))).toBe('Maple Leaf Bakery');
    expect(matchName(match())).toBe('Alex Martin');
    expect(matchName(match({ firstName: null, lastName: null }))).toBe('alex');
  });

  it('labels a result link with its name, username and status', () => {
    expect(matchLabel(match({ status: 'SUSPENDED' }))).toBe('Alex Martin (@alex), Suspended');
  });
});

describe('matchesSummary', () => {
  it('counts the matches, and hints at typing more when only the first page is shown', () => {
    expect(matchesSummary(1, 1)).toBe('1 member found.');
    expect(matchesSummary(3, 3)).toBe('3 members found.');
    expect(matchesSummary(20, 45)).toBe('Showing the first 20 of 45 members: type more of the username.');
  });
});

describe('nextFocus: arrow keys between the field (-1) and the results', () => {
  it('goes down from the field into the list and stops at the last result', () => {
    expect(nextFocus(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextFocus(1, 'ArrowDown', 3)).toBe(2);
    expect(nextFocus(2, 'ArrowDown', 3)).toBe(2);
  });

  it('goes up to the field from the first result, and not above it', () => {
    expect(nextFocus(2, 'ArrowUp', 3)).toBe(1);
    expect(nextFocus(0, 'ArrowUp', 3)).toBe(-1);
    expect(nextFocus(-1, 'ArrowUp', 3)).toBeNull();
  });

  it('jumps with Home and End inside the list, leaving them to the field in the field', () => {
    expect(nextFocus(1, 'Home', 3)).toBe(0);
    expect(nextFocus(0, 'End', 3)).toBe(2);
    expect(nextFocus(-1, 'Home', 3)).toBeNull();
  });

  it('does nothing without results or for other keys', () => {
    expect(nextFocus(-1, 'ArrowDown', 0)).toBeNull();
    expect(nextFocus(0, 'Enter', 3)).toBeNull();
  });
});

it("says what to type in French with the console's French messages", async () => {
  await loadMessages('fr-CA');
  const french = createI18nProvider('fr-CA');
  const t: Translate = (key, values) => french.translate(key, values);
  expect(lookupTextOf('   ', t)).toEqual({ ok: false, message: 'Entrez une partie d’un nom d’utilisateur.' });
  expect(lookupTextOf('x'.repeat(200), t)).toMatchObject({
    ok: false,
    message: /^La recherche doit compter au plus /,
  });
});
