/**
 * Reports of chat messages: a member reports a message they can see; our team lists the reports,
 * reads one with the conversation around it, and declines or actions it (audited).
 */
import {
  CHAT_MESSAGES,
  CHAT_REPORT_CONTEXT,
  type ChatReportReason,
  type ChatReportStatus,
  type TChatReport,
  type TChatReportDetail,
  type ZChatReportsQuery,
} from '@barterbits/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Page } from '../../lib/envelope.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { fullName } from '../users/display-name.ts';
import { type ChatCore, chatImageUrl, conflict, iso } from './chat.core.ts';
import { type ChatRepository, createChatRepository } from './chat.repository.ts';

type ReportsQuery = z.output<typeof ZChatReportsQuery>;

/** Reporting messages and resolving the reports. */
export function createChatReports(core: ChatCore) {
  const { db, repo, toMessages, refuseGlobalBan } = core;

  async function report(
    auth: AuthContext,
    messageId: string,
    b: { reason: ChatReportReason; details?: string | undefined },
  ) {
    const m = await repo.message(messageId);
    if (!m) throw new AppError('NOT_FOUND', CHAT_MESSAGES.messageNotFound);
    await refuseGlobalBan(repo, auth.userId);
    if (!(await repo.member(m.channelId, auth.userId)))
      throw new AppError('NOT_FOUND', CHAT_MESSAGES.messageNotFound);
    if (m.kind === 'SYSTEM') throw conflict(CHAT_MESSAGES.cannotReportSystem);
    if (m.senderId === auth.userId) throw conflict(CHAT_MESSAGES.cannotReportOwn);
    const row = await repo.insertReport({
      messageId,
      reporterId: auth.userId,
      reason: b.reason,
      details: b.details || null,
    });
    if (!row) throw conflict(CHAT_MESSAGES.alreadyReported);
    return {
      id: row.id,
      messageId,
      reason: row.reason as ChatReportReason,
      createdAt: iso(row.createdAt)!,
    };
  }

  // ---------- admin ----------

  async function toReports(r: ChatRepository, rows: Awaited<ReturnType<ChatRepository['reports']>>['rows']) {
    const ids = rows
      .flatMap((x) => [x.reporter_id, x.sender_id, x.resolved_by])
      .filter((i): i is string => !!i);
    const people = new Map((await r.people(ids)).map((p) => [p.id, p]));
    const party = (id: string | null) => {
      if (!id) return null;
      const p = people.get(id);
      return p
        ? { id, name: fullName(p, p.email), email: p.email }
        : { id, name: 'Deleted member', email: '' };
    };
    const banned = await r.globallyBanned(rows.map((x) => x.sender_id).filter((i): i is string => !!i));
    return rows.map(
      (x): TChatReport => ({
        id: x.id,
        reason: x.reason as ChatReportReason,
        details: x.details,
        status: x.status as ChatReportStatus,
        createdAt: iso(x.created_at)!,
        resolvedAt: iso(x.resolved_at),
        resolvedBy: party(x.resolved_by),
        reporter: party(x.reporter_id)!,
        messageId: x.message_id,
        messageSeq: Number(x.seq),
        messageKind: x.kind as TChatReport['messageKind'],
        messageText: x.text,
        messageImageUrl: x.upload_id ? chatImageUrl(x.upload_id, 'full') : null,
        messageOfferId: x.offer_id,
        messageCreatedAt: iso(x.message_created_at)!,
        sender: party(x.sender_id),
        senderBanned: !!x.sender_id && banned.has(x.sender_id),
        channelId: x.channel_id,
        channelKind: x.channel_kind as TChatReport['channelKind'],
        channelName: x.channel_name,
        channelFrozen: x.channel_frozen,
        messageReports: Number(x.message_reports),
      }),
    );
  }

  async function adminReports(_auth: AuthContext, q: ReportsQuery): Promise<Page<TChatReport>> {
    const { rows, total } = await repo.reports({ ...q, status: q.status === 'ALL' ? undefined : q.status });
    return { items: await toReports(repo, rows), total };
  }

  async function adminReport(_auth: AuthContext, id: string): Promise<TChatReportDetail> {
    const { rows } = await repo.reports({ id, limit: 1, offset: 0 });
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    const [report] = await toReports(repo, rows);
    const around = await repo.messagesAround(rows[0]!.channel_id, Number(rows[0]!.seq), CHAT_REPORT_CONTEXT);
    return { ...report!, context: await toMessages(repo, around) };
  }

  async function adminResolve(
    auth: AuthContext,
    id: string,
    b: { status: 'DECLINED' | 'ACTIONED'; note?: string | undefined },
  ) {
    await db.transaction(async (tx) => {
      const r = createChatRepository(tx);
      const row = await r.resolveReport(id, b.status, auth.userId);
      if (!row) {
        if (!(await r.report(id))) throw new AppError('NOT_FOUND');
        throw conflict(CHAT_MESSAGES.reportResolved);
      }
      const m = await r.message(row.messageId);
      await r.audit(auth.userId, m?.senderId ?? null, `CHAT_REPORT_${b.status}`, {
        reportId: id,
        messageId: row.messageId,
        channelId: m?.channelId ?? null,
        note: b.note ?? null,
      });
    });
    const { rows } = await repo.reports({ id, limit: 1, offset: 0 });
    return (await toReports(repo, rows))[0]!;
  }

  return { report, adminReports, adminReport, adminResolve };
}
