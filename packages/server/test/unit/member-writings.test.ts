/**
 * The server's writings for members (lib/i18n.ts `say`, the contracts' mail, notices and statements
 * catalogs): the English reads exactly as the constants it replaced (group labels, type labels, hearts),
 * and the French follows its own rules (plurals, amounts).
 */
import {
  heartsLabel,
  NOTIFICATION_GROUP_LABELS,
  NOTIFICATION_GROUPS,
  type TStatement,
  WALLET_TRANSACTION_TYPE_LABELS,
  WALLET_TRANSACTION_TYPES,
} from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { say } from '../../src/lib/i18n.ts';
import { groupWords } from '../../src/modules/notifications/notification-mail.ts';
import { statementCsv } from '../../src/modules/wallet/statement-files.ts';

describe('English, letter for letter as before', () => {
  it("names each notification group as its settings label in lower case (the notice e-mail's lines)", () => {
    for (const group of NOTIFICATION_GROUPS)
      expect(groupWords(group, 'en-CA')).toBe(NOTIFICATION_GROUP_LABELS[group].toLowerCase());
  });

  it("labels each movement type of a statement as the contracts' labels", () => {
    const statement = {
      memberName: 'Sam',
      from: '2026-11-01',
      to: '2026-11-30',
      timeZone: 'America/Toronto',
      openingBalanceCents: 0,
      closingBalanceCents: 0,
      totalInCents: 0,
      totalOutCents: 0,
      transactions: WALLET_TRANSACTION_TYPES.map((type, i) => ({
        id: `t${i}`,
        reference: `BB-${i}`,
        type,
        label: '',
        status: 'SUCCESSFUL',
        amountCents: 100,
        balanceAfterCents: 100,
        counterparty: null,
        memo: null,
        relatedType: null,
        relatedId: null,
        createdAt: '2026-11-02T12:00:00.000Z',
      })),
    } as TStatement;
    const rows = statementCsv(statement, 'en-CA').trim().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(',')[2])).toEqual(
      WALLET_TRANSACTION_TYPES.map((type) => WALLET_TRANSACTION_TYPE_LABELS[type]),
    );
  });

  it('counts hearts in a review notice as heartsLabel does', () => {
    for (const hearts of [0, 1, 2, 5])
      expect(say('en-CA', 'notices.reviewReceived.body', { name: 'Sam', hearts, offerTitle: 'Bike' })).toBe(
        `Sam gave you ${heartsLabel(hearts)} for "Bike".`,
      );
  });
});

describe('French', () => {
  it('counts hearts the French way (one for 0 and 1)', () => {
    const body = (hearts: number) =>
      say('fr-CA', 'notices.reviewReceived.body', { name: 'Sam', hearts, offerTitle: 'Vélo' });
    expect(body(1)).toBe('Sam vous a donné 1 cœur pour «\u00a0Vélo\u00a0».');
    expect(body(0)).toBe('Sam vous a donné 0 cœur pour «\u00a0Vélo\u00a0».');
    expect(body(4)).toBe('Sam vous a donné 4 cœurs pour «\u00a0Vélo\u00a0».');
  });

  it('puts values in as they are: a name or title with braces or apostrophes is not read as ICU', () => {
    expect(say('fr-CA', 'notices.chatMessage.title', { name: "L'{atelier}" })).toBe(
      "Nouveau message de L'{atelier}",
    );
  });
});
