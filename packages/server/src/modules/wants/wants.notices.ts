/**
 * The notices of matching (group MATCHES) and of want moderation (group OFFER_MODERATION), made inside the
 * transaction that wrote the matches or the status, so each is given once and only when it committed.
 */
import { PAGES } from '@barterbits/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { say } from '../../lib/i18n.ts';
import type { Notice } from '../notifications/notify.ts';

export const matchNotices = {
  /**
   * To each subject's owner: `count` new offers match their want or saved search (named by its title or its
   * name; the newest offer's title in the text). One statement for any number of subjects; a subject gone
   * is left out.
   */
  async matches(
    tx: DbOrTx,
    subjects: { kind: 'WANT' | 'SEARCH'; subjectId: string; userId: string; count: number }[],
  ): Promise<Notice[]> {
    if (!subjects.length) return [];
    const rows = await rowsOf<{
      kind: 'WANT' | 'SEARCH';
      id: string;
      name: string | null;
      offer_title: string | null;
    }>(
      tx,
      sql`select x.kind, x.id,
                 case when x.kind = 'WANT' then (select title from wants where id = x.id)
                      else (select name from saved_searches where id = x.id) end as name,
                 (select o.title from matches m join offers o on o.id = m.offer_id
                   where m.subject_kind = x.kind and m.subject_id = x.id
                   order by m.created_at desc, o.published_at desc nulls last limit 1) as offer_title
          from (values ${sql.join(
            subjects.map((s) => sql`(${s.kind}, ${s.subjectId}::uuid)`),
            sql`, `,
          )}) x(kind, id)`,
    );
    const found = new Map(rows.map((r) => [`${r.kind}:${r.id}`, r]));
    const notices: Notice[] = [];
    for (const s of subjects) {
      const row = found.get(`${s.kind}:${s.subjectId}`);
      // A subject gone, or (never from the matcher, which has just marked them told) one without a match.
      if (!row?.name || row.offer_title === null) continue;
      const words = { count: s.count, name: row.name, offerTitle: row.offer_title };
      notices.push(
        s.kind === 'WANT'
          ? {
              userId: s.userId,
              type: 'WANT_MATCHES',
              words: (l) => ({
                title: say(l, 'notices.wantMatches.title', words),
                body: say(l, 'notices.wantMatches.body', words),
              }),
              link: PAGES.want.href(s.subjectId),
            }
          : {
              userId: s.userId,
              type: 'SEARCH_MATCHES',
              words: (l) => ({
                title: say(l, 'notices.searchMatches.title', words),
                body: say(l, 'notices.searchMatches.body', words),
              }),
              link: PAGES.savedSearch.href(s.subjectId),
            },
      );
    }
    return notices;
  },

  /** To a member with daily alerts: the day's new matches of all their wants and saved searches. */
  digest(userId: string, count: number): Notice {
    return {
      userId,
      type: 'MATCH_DIGEST',
      words: (l) => ({
        title: say(l, 'notices.matchDigest.title', { count }),
        body: say(l, 'notices.matchDigest.body', { count }),
      }),
      link: PAGES.wants.path,
    };
  },

  /** To a seller: `count` members near them want something like their offer. */
  async offerWanted(tx: DbOrTx, offerId: string, sellerId: string, count: number): Promise<Notice | null> {
    const [row] = await rowsOf<{ title: string }>(tx, sql`select title from offers where id = ${offerId}`);
    if (!row) return null;
    return {
      userId: sellerId,
      type: 'OFFER_WANTED',
      words: (l) => ({
        title: say(l, 'notices.offerWanted.title', { count }),
        body: say(l, 'notices.offerWanted.body', { count, offerTitle: row.title }),
      }),
      link: `${PAGES.wanted.path}?offerId=${encodeURIComponent(offerId)}`,
    };
  },
};

interface ModeratedWant {
  id: string;
  userId: string;
  title: string;
}

export const wantModerationNotices = {
  /** To the owner: an admin disabled their want (others no longer see it), with the reason. */
  disabled(w: ModeratedWant, reason: string): Notice {
    return {
      userId: w.userId,
      type: 'WANT_DISABLED',
      words: (l) => ({
        title: say(l, 'notices.wantDisabled.title'),
        body: say(l, 'notices.wantDisabled.body', { title: w.title, reason }),
      }),
      link: PAGES.want.href(w.id),
    };
  },
  /** To the owner: an admin enabled their want again. */
  enabled(w: ModeratedWant): Notice {
    return {
      userId: w.userId,
      type: 'WANT_ENABLED',
      words: (l) => ({
        title: say(l, 'notices.wantEnabled.title'),
        body: say(l, 'notices.wantEnabled.body', { title: w.title }),
      }),
      link: PAGES.want.href(w.id),
    };
  },
};
