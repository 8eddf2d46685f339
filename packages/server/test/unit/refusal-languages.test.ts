/**
 * Refusals in the request's language (lib/i18n.ts): the English catalogs read back every message the
 * server sends letter for letter, every one of them has an entry, the same English always reads the same
 * in French, parameterised messages keep their English and take French amounts and statuses, and zod's own
 * messages come in zod's French.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as contracts from '@barterbits/contracts';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_STATUSES,
  formatBitsGrouped,
  MAINTENANCE_MESSAGES,
  NOTIFICATION_SETTING_MESSAGES,
  WALLET_LOAD_LIMITS,
  WALLET_MESSAGES,
} from '@barterbits/contracts';
import errorsFr from '@barterbits/contracts/i18n/errors/fr-CA.ts';
import validationFr from '@barterbits/contracts/i18n/validation/fr-CA.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ENGLISH_TO_ID,
  formatMessage,
  type MessageId,
  messageOf,
  translate,
  translateFieldMessage,
} from '../../src/lib/i18n.ts';

/**
 * Every `*_MESSAGES` constant the contracts export, but SAFE_TEXT_MESSAGES: the safe-text check adds the
 * field's path to its message ("… (field: bio)."), which the catalog writes as ICU (checked below).
 */
const CONSTANTS = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, Record<string, unknown>] =>
    /_MESSAGES$/.test(entry[0]) && entry[0] !== 'SAFE_TEXT_MESSAGES' && typeof entry[1] === 'object',
);
const TEXTS = CONSTANTS.flatMap(([name, messages]) =>
  Object.entries(messages)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => ({ name: `${name}.${key}`, text })),
);
const FUNCTIONS = CONSTANTS.flatMap(([name, messages]) =>
  Object.entries(messages)
    .filter(([, value]) => typeof value === 'function')
    .map(([key]) => `${name}.${key}`),
);
const FRENCH: Readonly<Record<string, string>> = { ...errorsFr, ...validationFr };

describe('the English catalogs', () => {
  it('find the constants (the error catalogue, the field messages and every module)', () => {
    expect(CONSTANTS.map(([name]) => name)).toEqual(
      expect.arrayContaining(['ERROR_MESSAGES', 'VALIDATION_MESSAGES', 'WALLET_MESSAGES', 'CHAT_MESSAGES']),
    );
    expect(CONSTANTS.length).toBeGreaterThanOrEqual(29);
    expect(TEXTS.length).toBeGreaterThan(400);
  });

  it.each(TEXTS)('have $name, letter for letter', ({ text }) => {
    const id = ENGLISH_TO_ID.get(text);
    expect(id).toBeDefined();
    expect(formatMessage('en-CA', { id: id as MessageId })).toBe(text);
  });

  it('write every message with parameters as ICU (checked one by one below)', () => {
    expect(FUNCTIONS.sort()).toEqual([
      'CHAT_MESSAGES.mutedUntil',
      'FEEDBACK_MESSAGES.badTransition',
      'MAINTENANCE_MESSAGES.unknownModule',
      'NOTIFICATION_SETTING_MESSAGES.unknownChannel',
      'NOTIFICATION_SETTING_MESSAGES.unknownGroup',
      'NOTIFICATION_SETTING_MESSAGES.unknownSetting',
      'WALLET_MESSAGES.dailyLimit',
    ]);
  });

  it("read the wallet's daily limit as WALLET_MESSAGES.dailyLimit does, with or without BITS left", () => {
    for (const left of [0, 1, 12_345, WALLET_LOAD_LIMITS.dailyLoadLimitCents - 1]) {
      const values = {
        reached: left > 0 ? 'no' : 'yes',
        limit: formatBitsGrouped(WALLET_LOAD_LIMITS.dailyLoadLimitCents, { locale: 'en-CA' }),
        remaining: formatBitsGrouped(left, { locale: 'en-CA' }),
      };
      expect(formatMessage('en-CA', { id: 'errors.wallet.dailyLimit', values })).toBe(
        WALLET_MESSAGES.dailyLimit(left),
      );
    }
  });

  it('read every refused feedback status change as FEEDBACK_MESSAGES.badTransition does', () => {
    for (const from of FEEDBACK_STATUSES)
      for (const to of FEEDBACK_STATUSES)
        expect(formatMessage('en-CA', { id: 'errors.feedback.badTransition', values: { from, to } })).toBe(
          FEEDBACK_MESSAGES.badTransition(from, to),
        );
  });

  it("read the safe-text check's refusals as it writes them, with and without the field", () => {
    const nul = contracts.findUnsafeText({ bio: 'a\u0000b' });
    const lone = contracts.findUnsafeText('\uD800');
    for (const found of [nul, lone]) {
      const message = messageOf(found?.message ?? '');
      expect(message, found?.message).toBeDefined();
      expect(formatMessage('en-CA', message as NonNullable<typeof message>)).toBe(found?.message);
    }
    expect(messageOf(nul?.message ?? '')).toEqual({ id: 'errors.safeText.nulIn', values: { path: 'bio' } });
  });

  it('recognise the messages with plain arguments in their English, values included', () => {
    const sent = [
      contracts.CHAT_MESSAGES.mutedUntil('Nov 30, 2026, 2:05 p.m. UTC'),
      MAINTENANCE_MESSAGES.unknownModule('42'),
      NOTIFICATION_SETTING_MESSAGES.unknownGroup(['NEWS', 'X']),
      NOTIFICATION_SETTING_MESSAGES.unknownChannel(['SMS']),
      NOTIFICATION_SETTING_MESSAGES.unknownSetting(['colour']),
    ];
    for (const text of sent) {
      const message = messageOf(text);
      expect(message, text).toBeDefined();
      expect(formatMessage('en-CA', message as NonNullable<typeof message>)).toBe(text);
    }
    expect(messageOf(MAINTENANCE_MESSAGES.unknownModule('42'))).toEqual({
      id: 'errors.maintenance.unknownModule',
      values: { id: '42' },
    });
  });
});

/** The TypeScript files under `dir`. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );

/**
 * Where a message is written out in the code rather than taken from a constants object: an AppError's
 * text, the chat's refusal helpers, a schema's message (`.max(n, '…')`, `{ error: '…' }`, `message: '…'`,
 * zSearchText) and a `…_MESSAGE` constant.
 */
const WRITTEN_OUT = [
  /new AppError\(\s*'[A-Z_]+',\s*'((?:[^'\\]|\\.)*)'/g,
  /\b(?:forbidden|conflict)\(\s*'((?:[^'\\]|\\.)*)'\)/g,
  /\.(?:min|max|length|regex|refine|int|positive|nonnegative)\([^()]*?,\s*'((?:[^'\\]|\\.)*)'\s*\)/g,
  /\b(?:error|message):\s*'((?:[^'\\]|\\.)*)'/g,
  /zSearchText\(\d+,\s*'((?:[^'\\]|\\.)*)'\)/g,
  /[A-Z_]+_MESSAGE\s*=\s*'((?:[^'\\]|\\.)*)'/g,
];
const SERVER = join(import.meta.dirname, '../../src');
const CONTRACTS = join(import.meta.dirname, '../../../contracts/src');
/**
 * Files whose texts are not answers to a member: the demo data, the test-only socket API, the reasons a
 * notice could not be delivered (kept for the console), the live events' descriptions, and the catalogs.
 */
const NOT_ANSWERS = /(^|\/)(seed[^/]*|chat\/socket-testing|notifications\/delivery|live)\.ts$|(^|\/)i18n\//;

describe('every message written out in the code', () => {
  const found = [SERVER, CONTRACTS].flatMap((root) =>
    sources(root)
      .filter((file) => !NOT_ANSWERS.test(relative(root, file)))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return WRITTEN_OUT.flatMap((pattern) =>
          [...text.matchAll(pattern)].map((m) => ({
            file: relative(root, file),
            message: (m[1] ?? '').replace(/\\'/g, "'"),
          })),
        );
      }),
  );

  it('is found (the scan reads the sources)', () => {
    expect(found.map((f) => f.message)).toContain('Your session has ended. Please sign in again.');
    expect(found.map((f) => f.message)).toContain('Choose LIKE, DISLIKE or NEUTRAL.');
  });

  it('has a catalog entry, so a French request reads it in French', () => {
    expect(found.filter(({ message }) => !messageOf(message))).toEqual([]);
  });
});

describe('the reverse map English → id', () => {
  it('is unambiguous: ids that share an English text share their French too', () => {
    const idsByText = new Map<string, string[]>();
    for (const id of Object.keys(FRENCH)) {
      const text = formatMessage('en-CA', { id: id as MessageId });
      idsByText.set(text, [...(idsByText.get(text) ?? []), id]);
    }
    expect([...idsByText.values()].some((ids) => ids.length > 1)).toBe(true);
    const disagreeing = [...idsByText].filter(([, ids]) => new Set(ids.map((id) => FRENCH[id])).size > 1);
    expect(disagreeing.map(([text, ids]) => `${text}: ${ids.join(', ')}`)).toEqual([]);
  });
});

describe('French', () => {
  it('answers a refusal in the French of its catalog entry, English as it is', () => {
    const { invalidCredentials } = contracts.ERROR_MESSAGES;
    expect(translate('fr-CA', invalidCredentials)).toBe('Identifiants invalides. Veuillez réessayer.');
    expect(translate('en-CA', invalidCredentials)).toBe(invalidCredentials);
    expect(translate('fr-CA', 'A message of no catalog.')).toBe('A message of no catalog.');
  });

  it('writes amounts the Canadian French way, in messages with values and in fixed ones', () => {
    const left = 12_345;
    const values = {
      reached: 'no',
      limit: (locale: contracts.Locale) =>
        formatBitsGrouped(WALLET_LOAD_LIMITS.dailyLoadLimitCents, { locale }),
      remaining: (locale: contracts.Locale) => formatBitsGrouped(left, { locale }),
    };
    const french = formatMessage('fr-CA', { id: 'errors.wallet.dailyLimit', values });
    expect(french).toContain(`${formatBitsGrouped(left, { locale: 'fr-CA' })}\u00a0BITS`);
    expect(french).toBe(
      `Ce chargement dépasse votre limite quotidienne de ${formatBitsGrouped(WALLET_LOAD_LIMITS.dailyLoadLimitCents, { locale: 'fr-CA' })}\u00a0BITS. Vous pouvez encore charger jusqu’à 123,45\u00a0BITS aujourd’hui.`,
    );
    expect(translate('fr-CA', WALLET_MESSAGES.loadMin)).toContain(
      `${formatBitsGrouped(WALLET_LOAD_LIMITS.minLoadCents, { locale: 'fr-CA' })}\u00a0BITS`,
    );
    expect(translate('fr-CA', WALLET_MESSAGES.loadMax)).toContain(
      `${formatBitsGrouped(WALLET_LOAD_LIMITS.maxLoadCents, { locale: 'fr-CA' })}\u00a0BITS`,
    );
  });

  it('names the feedback statuses in French', () => {
    expect(
      formatMessage('fr-CA', { id: 'errors.feedback.badTransition', values: { from: 'CLOSED', to: 'NEW' } }),
    ).toBe('Un commentaire ne peut pas passer du statut Fermé au statut Nouveau.');
  });

  it("words zod's own messages with zod's French, and leaves the schemas' unknown texts alone", () => {
    const issueOf = (schema: z.ZodType, input: unknown) => {
      const [issue] = schema.safeParse(input).error?.issues ?? [];
      if (!issue) throw new Error('no issue');
      const { message, path: _, ...details } = issue;
      return { message, details };
    };
    const missing = issueOf(z.object({ a: z.string() }), {}).details;
    const english = issueOf(z.object({ a: z.string() }), {}).message;
    expect(translateFieldMessage('fr-CA', english, missing)).toBe(
      z.locales.frCA().localeError({ ...missing, input: undefined, path: [] } as never) as string,
    );
    expect(translateFieldMessage('fr-CA', english, missing)).not.toBe(english);
    const wrongType = issueOf(z.object({ a: z.string() }), { a: 3 });
    expect(translateFieldMessage('fr-CA', wrongType.message, wrongType.details)).toMatch(/nombre|number/);
    expect(translateFieldMessage('fr-CA', wrongType.message, wrongType.details)).not.toBe(wrongType.message);
    const tooLong = issueOf(z.string().max(3), 'abcd');
    expect(translateFieldMessage('fr-CA', tooLong.message, tooLong.details)).not.toBe(tooLong.message);
    expect(translateFieldMessage('en-CA', tooLong.message, tooLong.details)).toBe(tooLong.message);
    expect(translateFieldMessage('fr-CA', 'Ours, not in a catalog.', tooLong.details)).toBe(
      'Ours, not in a catalog.',
    );
  });
});
