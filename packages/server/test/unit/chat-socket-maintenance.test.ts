/** How the chat socket follows the maintenance lock: access, the pass subprotocol, the close reason. */
import { describe, expect, it } from 'vitest';
import { closeReason, passFromProtocols, socketAccess } from '../../src/modules/chat/socket-maintenance.ts';
import type { ActiveLock } from '../../src/modules/maintenance/restriction.ts';

const lockOf = (systemDown: boolean, moduleIds: string[]): ActiveLock => ({
  id: '00000000-0000-4000-8000-000000000001',
  systemDown,
  moduleIds: new Set(moduleIds),
  adminNote: 'Back soon.',
  lockedAt: new Date(),
});

describe('socketAccess', () => {
  it('is open without a lock, or with a lock that spares chat', () => {
    expect(socketAccess(null, false)).toBe('open');
    expect(socketAccess(lockOf(false, ['wallet', 'offers']), false)).toBe('open');
  });

  it('carries notices only while chat is locked, and closes while the system is down', () => {
    expect(socketAccess(lockOf(false, ['wallet', 'chat']), false)).toBe('notices-only');
    expect(socketAccess(lockOf(true, []), false)).toBe('closed');
    expect(socketAccess(lockOf(true, ['chat']), false)).toBe('closed');
  });

  it('a valid unlock pass lifts both', () => {
    expect(socketAccess(lockOf(false, ['chat']), true)).toBe('open');
    expect(socketAccess(lockOf(true, []), true)).toBe('open');
  });
});

describe('passFromProtocols', () => {
  it('finds unlock.<pass> among the offered subprotocols', () => {
    expect(passFromProtocols('barterbits.v1, token.abc, unlock.id.123.sig')).toBe('id.123.sig');
    expect(passFromProtocols(['barterbits.v1', 'unlock.p'])).toBe('p');
  });

  it('is null without one, or with an empty one', () => {
    expect(passFromProtocols(undefined)).toBeNull();
    expect(passFromProtocols('barterbits.v1, token.abc')).toBeNull();
    expect(passFromProtocols('barterbits.v1, unlock.')).toBeNull();
  });
});

describe('closeReason', () => {
  it('keeps a note that fits', () => {
    expect(closeReason('Back at 3 pm.')).toBe('Back at 3 pm.');
    const exact = 'a'.repeat(123);
    expect(closeReason(exact)).toBe(exact);
  });

  it('cuts a long note to 123 bytes of UTF-8 with an ellipsis, never inside a character', () => {
    const cut = closeReason('a'.repeat(124));
    expect(cut).toBe(`${'a'.repeat(120)}…`);
    const multi = closeReason('é'.repeat(100));
    expect(Buffer.byteLength(multi)).toBeLessThanOrEqual(123);
    expect(multi).toBe(`${'é'.repeat(60)}…`);
    const emoji = closeReason('😀'.repeat(40));
    expect(Buffer.byteLength(emoji)).toBeLessThanOrEqual(123);
    expect(emoji).toBe(`${'😀'.repeat(30)}…`);
  });
});
