import { describe, expect, it } from 'vitest';
import {
  addEntry,
  applyOutcome,
  classifyFailure,
  createEntry,
  entriesOf,
  entriesToSend,
  markSending,
  nextWakeUp,
  type OutboxEntry,
  parseEntries,
  removeDelivered,
  removeEntry,
  retryEntry,
  SERVER_ERROR_WAIT_MS,
} from './outbox.ts';

const t0 = new Date('2026-11-26T10:00:00Z');
const text = (channelId: string, clientId: string, body = 'hi') =>
  createEntry(channelId, { kind: 'TEXT', text: body }, clientId, t0);

const build = (...entries: OutboxEntry[]) => entries.reduce<OutboxEntry[]>((acc, e) => addEntry(acc, e), []);

describe('outbox entries', () => {
  it('creates a pending entry with its clientId and content', () => {
    const e = text('c1', 'client-1', 'hello');
    expect(e).toMatchObject({
      channelId: 'c1',
      clientId: 'client-1',
      kind: 'TEXT',
      text: 'hello',
      status: 'pending',
      error: null,
      notBefore: 0,
      attempts: 0,
      createdAt: t0.toISOString(),
    });
  });

  it('keeps one entry per clientId', () => {
    const a = text('c1', 'client-1');
    expect(addEntry([a], { ...a, attempts: 5 })).toEqual([a]);
  });

  it('sends one entry per channel, oldest first, and none while one is in flight', () => {
    const list = build(text('c1', 'a-000001'), text('c1', 'a-000002'), text('c2', 'b-000001'));
    expect(entriesToSend(list, 0).map((e) => e.clientId)).toEqual(['a-000001', 'b-000001']);
    const sending = markSending(list, 'a-000001');
    expect(sending[0]).toMatchObject({ status: 'sending', attempts: 1 });
    expect(entriesToSend(sending, 0).map((e) => e.clientId)).toEqual(['b-000001']);
  });

  it('keeps the clientId across a network failure and sends the same entry again first', () => {
    let list = build(text('c1', 'a-000001'), text('c1', 'a-000002'));
    list = markSending(list, 'a-000001');
    list = applyOutcome(list, 'a-000001', { type: 'offline' }, 1000);
    expect(list[0]).toMatchObject({ clientId: 'a-000001', status: 'pending', attempts: 1 });
    expect(entriesToSend(list, 1000).map((e) => e.clientId)).toEqual(['a-000001']);
  });

  it('removes the entry once sent and moves to the next of the channel', () => {
    let list = build(text('c1', 'a-000001'), text('c1', 'a-000002'));
    list = applyOutcome(markSending(list, 'a-000001'), 'a-000001', { type: 'sent' }, 0);
    expect(list.map((e) => e.clientId)).toEqual(['a-000002']);
    expect(entriesToSend(list, 0).map((e) => e.clientId)).toEqual(['a-000002']);
  });

  it('waits for Retry-After before sending a rate-limited entry again, holding the channel back', () => {
    let list = build(text('c1', 'a-000001'), text('c1', 'a-000002'));
    list = applyOutcome(
      markSending(list, 'a-000001'),
      'a-000001',
      { type: 'later', retryAfterMs: 3000 },
      1000,
    );
    expect(list[0]).toMatchObject({ status: 'pending', notBefore: 4000 });
    expect(entriesToSend(list, 3999)).toEqual([]);
    expect(nextWakeUp(list, 3999)).toBe(4000);
    expect(entriesToSend(list, 4000).map((e) => e.clientId)).toEqual(['a-000001']);
    expect(nextWakeUp(list, 4000)).toBeNull();
  });

  it('marks a refused entry failed with the message, and the channel goes on with the next', () => {
    let list = build(text('c1', 'a-000001'), text('c1', 'a-000002'));
    list = applyOutcome(markSending(list, 'a-000001'), 'a-000001', { type: 'refused', message: 'Muted.' }, 0);
    expect(list[0]).toMatchObject({ status: 'failed', error: 'Muted.' });
    expect(entriesToSend(list, 0).map((e) => e.clientId)).toEqual(['a-000002']);
  });

  it('retries a failed entry with the same clientId, and only a failed one', () => {
    let list = build(text('c1', 'a-000001'));
    list = applyOutcome(list, 'a-000001', { type: 'refused', message: 'No.' }, 0);
    list = retryEntry(list, 'a-000001');
    expect(list[0]).toMatchObject({ clientId: 'a-000001', status: 'pending', error: null });
    const sending = markSending(list, 'a-000001');
    expect(retryEntry(sending, 'a-000001')[0]?.status).toBe('sending');
  });

  it('drops entries the server confirmed, or the member deleted', () => {
    const list = build(text('c1', 'a-000001'), text('c1', 'a-000002'), text('c2', 'b-000001'));
    expect(removeDelivered(list, ['a-000002', 'x']).map((e) => e.clientId)).toEqual(['a-000001', 'b-000001']);
    expect(removeEntry(list, 'b-000001').map((e) => e.clientId)).toEqual(['a-000001', 'a-000002']);
    expect(entriesOf(list, 'c2').map((e) => e.clientId)).toEqual(['b-000001']);
  });
});

describe('classifyFailure', () => {
  const f = (status: number, retryAfterSeconds: number | null = null) =>
    classifyFailure({ status, message: 'msg', retryAfterSeconds });

  it('treats no answer as offline', () => expect(f(0)).toEqual({ type: 'offline' }));
  it('honours Retry-After on 429', () => expect(f(429, 7)).toEqual({ type: 'later', retryAfterMs: 7000 }));
  it('waits a default on 429 without Retry-After', () =>
    expect(f(429)).toEqual({ type: 'later', retryAfterMs: SERVER_ERROR_WAIT_MS }));
  it('retries later after a server error', () =>
    expect(f(503)).toEqual({ type: 'later', retryAfterMs: SERVER_ERROR_WAIT_MS }));
  it.each([400, 403, 404, 409])('refuses on %i with the message', (status) =>
    expect(f(status)).toEqual({ type: 'refused', message: 'msg' }),
  );
});

describe('parseEntries', () => {
  it('restores stored entries, turning in-flight ones back to pending', () => {
    const stored = [markSending([text('c1', 'a-000001')], 'a-000001')[0], text('c1', 'a-000002')];
    const parsed = parseEntries(JSON.stringify(stored));
    expect(parsed.map((e) => [e.clientId, e.status])).toEqual([
      ['a-000001', 'pending'],
      ['a-000002', 'pending'],
    ]);
  });

  it('drops malformed data without throwing', () => {
    expect(parseEntries(null)).toEqual([]);
    expect(parseEntries('not json')).toEqual([]);
    expect(parseEntries('{"a":1}')).toEqual([]);
    const good = text('c1', 'a-000001');
    expect(parseEntries(JSON.stringify([good, { clientId: 'x' }, { ...good, kind: 'IMAGE' }]))).toEqual([
      good,
    ]);
  });
});
