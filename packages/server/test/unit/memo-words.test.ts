import { DONATION_MEMO } from '@barterbits/contracts';
import statementsEn from '@barterbits/contracts/i18n/statements/en-CA.ts';
import { describe, expect, it } from 'vitest';
import { memoIn } from '../../src/modules/wallet/memo-words.ts';

describe("a movement's memo in the reader's language", () => {
  it('words the memos the server writes, values kept', () => {
    expect(memoIn('fr-CA', { type: 'GIFT', relatedType: 'GIFT', memo: 'Gift GF-7K3M9Q claimed' })).toBe(
      'Cadeau GF-7K3M9Q réclamé',
    );
    expect(memoIn('fr-CA', { type: 'REWARDS', relatedType: null, memo: 'Invite a friend reward' })).toBe(
      'Récompense pour un ami invité',
    );
    expect(memoIn('fr-CA', { type: 'TRANSFER', relatedType: 'DONATION', memo: DONATION_MEMO })).toBe(
      'Don au Fonds communautaire',
    );
  });

  it('leaves English, and every memo a person wrote, as it is', () => {
    expect(memoIn('en-CA', { type: 'GIFT', relatedType: 'GIFT', memo: 'Gift GF-1 claimed' })).toBe(
      'Gift GF-1 claimed',
    );
    // An offer titled like a server memo, on a sale: the seller's words.
    expect(memoIn('fr-CA', { type: 'SALE', relatedType: 'BARTER', memo: 'Gift to Mom' })).toBe('Gift to Mom');
    expect(memoIn('fr-CA', { type: 'REFUND', relatedType: 'BARTER', memo: 'Invite a friend reward' })).toBe(
      'Invite a friend reward',
    );
    expect(memoIn('fr-CA', { type: 'GIFT', relatedType: 'GIFT', memo: null })).toBeNull();
    expect(memoIn('fr-CA', { type: 'GIFT', relatedType: 'GIFT', memo: 'Something else' })).toBe(
      'Something else',
    );
  });

  it("holds the catalog's donation memo to the one the ledger writes", () => {
    expect(statementsEn['statements.memo.donation']).toBe(DONATION_MEMO);
  });
});
