import type { TAdminFeedback } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type AdminDataApi, createDataProvider } from '../providers/dataProvider.ts';
import { DataProviderError } from '../providers/errors.ts';
import { toFeedbackCsvRow } from './feedbackCsv.ts';
import {
  clientPathOf,
  FEEDBACK_RESOURCE,
  toFeedbackQuery,
  UNANSWERED_FILTER,
} from './feedbackDataProvider.ts';
import { feedbackPreview, statusActionLabel } from './feedbackLabels.ts';

const ID = '5f0c0d7e-2f1b-4c1a-9d57-0b9a3c7b8f10';

const feedback = (i: number, over: Partial<TAdminFeedback> = {}): TAdminFeedback => ({
  id: `f${i}`,
  kind: 'PROBLEM',
  kindLabel: 'Problem',
  rating: null,
  subject: null,
  message: 'The wallet page stays blank.',
  steps: '1. Open My Wallet',
  context: { route: '/my-wallet', appVersion: '0.1.0', userAgent: 'Mozilla/5.0' },
  member: { id: 'u1', name: 'Alex Martin', email: 'alex@demo.barterbits.ca' },
  guestEmail: null,
  guestName: null,
  senderType: 'MEMBER',
  senderName: 'Alex Martin',
  senderEmail: 'alex@demo.barterbits.ca',
  screenshotUrl: '/v1/feedback/screenshots/s1.webp',
  status: 'NEW',
  statusLabel: 'New',
  answer: null,
  answeredAt: null,
  answeredBy: null,
  internalNote: null,
  canAnswer: true,
  nextStatuses: ['IN_PROGRESS', 'CLOSED'],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('feedback data provider', () => {
  it('maps the filters (kind, status, member, days, text), the sort and the page', () => {
    expect(
      toFeedbackQuery({
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'rating', order: 'ASC' },
        filter: {
          kind: 'SUGGESTION',
          status: 'IN_PROGRESS',
          userId: ` ${ID} `,
          from: '2026-11-01',
          to: '2026-11-30T00:00:00.000Z',
          q: '  wallet  ',
        },
      }),
    ).toEqual({
      offset: 25,
      limit: 25,
      sortBy: 'rating',
      sortOrder: 'ASC',
      kind: 'SUGGESTION',
      status: 'IN_PROGRESS',
      userId: ID,
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'wallet',
    });
  });

  it('asks for the unanswered ones with open=true, and leaves out unknown values (newest first)', () => {
    expect(toFeedbackQuery({ filter: { status: UNANSWERED_FILTER } })).toMatchObject({ open: 'true' });
    expect(toFeedbackQuery({ filter: { status: UNANSWERED_FILTER } }).status).toBeUndefined();
    expect(
      toFeedbackQuery({
        sort: { field: 'id', order: 'DESC' },
        filter: { kind: 'PRAISE', status: 'DONE', userId: '  ', q: '   ', from: 'yesterday' },
      }),
    ).toEqual({ offset: 0, limit: 25, sortBy: 'createdAt', sortOrder: 'DESC' });
  });

  it('reads an export of every filtered row in pages of 1000', async () => {
    const all = Array.from({ length: 2100 }, (_, i) => feedback(i));
    const listFeedback = vi.fn(async (q?: { offset?: unknown; limit?: unknown }) => {
      const offset = Number(q?.offset);
      const limit = Number(q?.limit);
      return { data: all.slice(offset, offset + limit), meta: { total: all.length, offset, limit } };
    });
    const dp = createDataProvider({ listFeedback } as unknown as AdminDataApi);
    const res = await dp.getList(FEEDBACK_RESOURCE, {
      pagination: { page: 1, perPage: 10_000 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { kind: 'PROBLEM' },
    });
    expect(res.data).toHaveLength(2100);
    expect(res.total).toBe(2100);
    expect(listFeedback.mock.calls.map(([q]) => [q?.offset, q?.limit])).toEqual([
      [0, 1000],
      [1000, 1000],
      [2000, 1000],
    ]);
  });

  it('reads one feedback by id', async () => {
    const getFeedback = vi.fn(async (id: string) => ({ data: feedback(1, { id }) }));
    const dp = createDataProvider({ getFeedback } as unknown as AdminDataApi);
    const res = await dp.getOne(FEEDBACK_RESOURCE, { id: 'f9' });
    expect(getFeedback).toHaveBeenCalledWith('f9');
    expect(res.data).toMatchObject({ id: 'f9', kind: 'PROBLEM' });
  });

  it('answers with the trimmed text and gives back the server message', async () => {
    const answerFeedback = vi.fn(async () => ({
      data: feedback(1, { status: 'ANSWERED', answer: 'Fixed, thanks!' }),
      message: 'Your answer has been sent.',
    }));
    const dp = createDataProvider({ answerFeedback } as unknown as AdminDataApi);
    const res = await dp.answerFeedback(FEEDBACK_RESOURCE, { id: 'f1', answer: '  Fixed, thanks!  ' });
    expect(answerFeedback).toHaveBeenCalledWith({ id: 'f1', answer: 'Fixed, thanks!' });
    expect(res).toMatchObject({ data: { status: 'ANSWERED' }, message: 'Your answer has been sent.' });
  });

  it('changes the status with or without the note; a blank note clears it', async () => {
    const updateFeedback = vi.fn(async () => ({ data: feedback(1), message: 'Feedback updated.' }));
    const dp = createDataProvider({ updateFeedback } as unknown as AdminDataApi);
    await dp.updateFeedback(FEEDBACK_RESOURCE, { id: 'f1', status: 'IN_PROGRESS' });
    await dp.updateFeedback(FEEDBACK_RESOURCE, {
      id: 'f1',
      status: 'CLOSED',
      internalNote: ' Duplicate of f0 ',
    });
    await dp.updateFeedback(FEEDBACK_RESOURCE, { id: 'f1', internalNote: '   ' });
    expect(updateFeedback.mock.calls).toEqual([
      [{ id: 'f1', status: 'IN_PROGRESS' }],
      [{ id: 'f1', status: 'CLOSED', internalNote: 'Duplicate of f0' }],
      [{ id: 'f1', internalNote: '' }],
    ]);
  });

  it('reads the unanswered count for the badge', async () => {
    const getFeedbackCount = vi.fn(async () => ({ data: { feedbackCount: 4 } }));
    const dp = createDataProvider({ getFeedbackCount } as unknown as AdminDataApi);
    expect(await dp.feedbackCount(FEEDBACK_RESOURCE)).toBe(4);
  });

  it('reads a private screenshot as a blob through the admin client, under its baseURL', async () => {
    const blob = new Blob(['png']);
    const get = vi.fn(async () => ({ data: blob }));
    const dp = createDataProvider({ clients: { admin: { get } } } as unknown as AdminDataApi);
    const res = await dp.feedbackScreenshot(FEEDBACK_RESOURCE, { url: '/v1/feedback/screenshots/s1.webp' });
    expect(get).toHaveBeenCalledWith('/feedback/screenshots/s1.webp', { responseType: 'blob' });
    expect(res).toBe(blob);
    expect(clientPathOf('/v1x/a')).toBe('/v1x/a');
  });

  it("turns the server's per-field messages into form errors", async () => {
    const answerFeedback = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('Please check the highlighted fields.'), {
          status: 400,
          fieldErrors: { answer: ['Please write an answer.'] },
        }),
      ),
    );
    const dp = createDataProvider({ answerFeedback } as unknown as AdminDataApi);
    const error = await dp
      .answerFeedback(FEEDBACK_RESOURCE, { id: 'f1', answer: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataProviderError);
    expect(error).toMatchObject({ status: 400, body: { errors: { answer: 'Please write an answer.' } } });
  });

  it('writes a CSV line with the sender, the context and the handling', () => {
    const row = toFeedbackCsvRow(
      feedback(1, {
        status: 'ANSWERED',
        statusLabel: 'Answered',
        answer: 'Fixed',
        answeredBy: { id: 'a1', name: 'Admin' },
        internalNote: 'Cache bug',
      }),
    );
    expect(row).toMatchObject({
      kind: 'Problem',
      status: 'Answered',
      rating: '',
      senderType: 'Member',
      senderEmail: 'alex@demo.barterbits.ca',
      memberId: 'u1',
      page: '/my-wallet',
      screenshotUrl: 'Yes',
      answer: 'Fixed',
      answeredBy: 'Admin',
      internalNote: 'Cache bug',
    });
    const guest = toFeedbackCsvRow(
      feedback(2, {
        member: null,
        senderType: 'GUEST',
        senderEmail: 'v@example.com',
        context: {},
        screenshotUrl: null,
      }),
    );
    expect(guest).toMatchObject({
      memberId: '',
      page: '',
      browser: '',
      screenshotUrl: 'No',
      senderType: 'Guest (no account)',
      senderEmail: 'v@example.com',
    });
  });

  it('labels a reopening and previews long texts', () => {
    expect(statusActionLabel('CLOSED', 'IN_PROGRESS')).toBe('Reopen');
    expect(statusActionLabel('NEW', 'IN_PROGRESS')).toBe('Mark in progress');
    expect(statusActionLabel('ANSWERED', 'CLOSED')).toBe('Close');
    expect(feedbackPreview({ subject: null, message: 'x'.repeat(200) })).toHaveLength(80);
    expect(feedbackPreview({ subject: 'Wallet', message: 'long' })).toBe('Wallet');
  });
});
