// First: the language module reaches the API client, whose modules read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import {
  DEFAULT_NOTIFICATION_MATRIX,
  LOCKED_NOTIFICATION_CELLS,
  NOTIFICATION_GROUPS,
  type TNotificationSettings,
  ZUpdateNotificationSettingsRequest,
} from '@barterbits/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalogs } from '../../../lib/i18n.ts';
import { cellName, cellPatch, matrixRows, withCell } from './settings-matrix.ts';

beforeAll(async () => {
  // The words are the notifications catalog's, in English.
  await loadCatalogs(['notifications'], 'en-CA');
  i18n.activate('en-CA');
});

const settings = (): TNotificationSettings => ({
  groups: structuredClone(DEFAULT_NOTIFICATION_MATRIX),
  locked: [...LOCKED_NOTIFICATION_CELLS],
  securityEmails: 'ALWAYS',
  offerRadius: 20,
  memberRadius: 20,
});

describe('cellPatch', () => {
  it('names only the one cell, in the shape the server accepts', () => {
    const body = cellPatch({ group: 'GIFTS', channel: 'EMAIL' }, false);
    expect(body).toEqual({ groups: { GIFTS: { EMAIL: false } } });
    expect(ZUpdateNotificationSettingsRequest.safeParse(body).success).toBe(true);
    expect(cellPatch({ group: 'CHAT', channel: 'PUSH' }, true)).toEqual({ groups: { CHAT: { PUSH: true } } });
  });
});

describe('withCell', () => {
  it('sets one cell in a copy and leaves the rest', () => {
    const before = settings();
    const after = withCell(before, { group: 'GIFTS', channel: 'EMAIL' }, false);
    expect(after.groups.GIFTS).toEqual({ IN_APP: true, PUSH: true, EMAIL: false });
    expect(after.groups.BARTER).toEqual(before.groups.BARTER);
    expect(after.offerRadius).toBe(20);
    expect(before.groups.GIFTS.EMAIL).toBe(true);
  });
});

describe('matrixRows', () => {
  it('has a row per group in order, each with In-app, Push and E-mail', () => {
    const rows = matrixRows(settings());
    expect(rows.map((r) => r.group)).toEqual([...NOTIFICATION_GROUPS]);
    const gifts = rows.find((r) => r.group === 'GIFTS');
    expect(gifts?.label).toBe('Gifts');
    expect(gifts?.cells.map((c) => [c.shortLabel, c.name, c.checked])).toEqual([
      ['In-app', 'In-app for Gifts', true],
      ['Push', 'Push for Gifts', true],
      ['E-mail', 'E-mail for Gifts', true],
    ]);
    expect(rows.find((r) => r.group === 'CHAT')?.cells.find((c) => c.channel === 'EMAIL')?.checked).toBe(
      false,
    );
  });

  it('without push, shows every Push switch off and unavailable, and the other switches as saved', () => {
    const rows = matrixRows(settings(), { pushUsable: false });
    for (const row of rows)
      for (const cell of row.cells) {
        const locked = cell.locked;
        expect(cell.unavailable).toBe(cell.channel === 'PUSH' && !locked);
        if (cell.unavailable) expect(cell.checked).toBe(false);
      }
    expect(rows.find((r) => r.group === 'GIFTS')?.cells.map((c) => [c.channel, c.checked])).toEqual([
      ['IN_APP', true],
      ['PUSH', false],
      ['EMAIL', true],
    ]);
    expect(matrixRows(settings()).every((r) => r.cells.every((c) => !c.unavailable))).toBe(true);
  });

  it('shows the server value of each cell', () => {
    const rows = matrixRows(withCell(settings(), { group: 'GIFTS', channel: 'EMAIL' }, false));
    expect(rows.find((r) => r.group === 'GIFTS')?.cells.find((c) => c.channel === 'EMAIL')?.checked).toBe(
      false,
    );
  });

  it('marks the locked cells, and only them, as locked and on', () => {
    const s = withCell(settings(), { group: 'SYSTEM', channel: 'IN_APP' }, false);
    const locked = matrixRows(s).flatMap((r) => r.cells.filter((c) => c.locked));
    expect(locked.map((c) => [c.group, c.channel, c.checked])).toEqual([['SYSTEM', 'IN_APP', true]]);
  });

  it('names every switch uniquely', () => {
    const names = matrixRows(settings()).flatMap((r) => r.cells.map((c) => c.name));
    expect(new Set(names).size).toBe(NOTIFICATION_GROUPS.length * 3);
    expect(cellName({ group: 'SYSTEM', channel: 'IN_APP' })).toBe('In-app for System notices');
  });
});
