/**
 * How the chat socket follows the maintenance lock: while chat alone is locked the socket stays
 * open for live notices but carries no chat; while the whole system is down it is closed (4503) and new
 * ones are refused. A tester's unlock pass, offered as the subprotocol `unlock.<pass>`, lifts both.
 */
import type { LiveHubEventType } from '@barterbits/contracts';
import type { ActiveLock } from '../maintenance/restriction.ts';

/** The lockable module whose lock stops the socket's chat traffic. */
export const CHAT_MODULE = 'chat';
/** The subprotocol that carries a tester's unlock pass (browsers cannot set headers on a WebSocket). */
export const UNLOCK_PROTOCOL_PREFIX = 'unlock.';
/** Event types still delivered while chat is locked: the notifications module's live notices. */
export const LIVE_WHILE_CHAT_LOCKED: ReadonlySet<LiveHubEventType> = new Set(['notice', 'notices-read']);
/** A WebSocket close reason is at most 123 bytes of UTF-8. */
const MAX_CLOSE_REASON_BYTES = 123;

/** What the lock allows one socket: everything, notices only, or nothing (close it). */
export type SocketAccess = 'open' | 'notices-only' | 'closed';

/** The socket's access under `lock`; `hasValidPass`: its unlock pass is valid for that lock. */
export function socketAccess(lock: ActiveLock | null, hasValidPass: boolean): SocketAccess {
  if (!lock || hasValidPass) return 'open';
  if (lock.systemDown) return 'closed';
  return lock.moduleIds.has(CHAT_MODULE) ? 'notices-only' : 'open';
}

/** The unlock pass offered as a subprotocol, if any. */
export function passFromProtocols(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  for (const p of value.split(',')) {
    const t = p.trim();
    if (t.startsWith(UNLOCK_PROTOCOL_PREFIX) && t.length > UNLOCK_PROTOCOL_PREFIX.length)
      return t.slice(UNLOCK_PROTOCOL_PREFIX.length);
  }
  return null;
}

/** The admin's note as a close reason: cut to 123 bytes of UTF-8, never inside a character. */
export function closeReason(note: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(note).length <= MAX_CLOSE_REASON_BYTES) return note;
  let out = '';
  let bytes = 0;
  for (const ch of note) {
    const size = encoder.encode(ch).length;
    if (bytes + size > MAX_CLOSE_REASON_BYTES - 3) break;
    out += ch;
    bytes += size;
  }
  return `${out}…`;
}
