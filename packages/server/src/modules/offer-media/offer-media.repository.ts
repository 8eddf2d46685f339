/** Data access for offer photos (offer_photos + uploads) and the availability calendar. */
import { and, asc, count, eq, gte, inArray, lte, max, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { offerCalendarDays, offerPhotos, offers, uploads } from '../../db/schema.ts';

/**
 * `uploads.kind` of offer photos. One upload row per member and image: the same image added to a
 * second offer reuses it (the unique (user, kind, sha256) index), and its files are removed only
 * when no offer uses it any more.
 */
export const OFFER_PHOTO_KIND = 'OFFER_PHOTO';

export type UploadRow = typeof uploads.$inferSelect;

export function createOfferMediaRepository(db: DbOrTx) {
  return {
    /** Locks the offer row for the rest of the transaction (serialises photo changes per offer). */
    async lockOffer(id: string) {
      const [row] = await db.select().from(offers).where(eq(offers.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async photos(offerId: string) {
      return db
        .select()
        .from(offerPhotos)
        .where(eq(offerPhotos.offerId, offerId))
        .orderBy(asc(offerPhotos.position), asc(offerPhotos.createdAt));
    },

    async photoCount(offerId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(offerPhotos).where(eq(offerPhotos.offerId, offerId));
      return row?.n ?? 0;
    },

    async nextPosition(offerId: string): Promise<number> {
      const [row] = await db
        .select({ p: max(offerPhotos.position) })
        .from(offerPhotos)
        .where(eq(offerPhotos.offerId, offerId));
      return row?.p === null || row?.p === undefined ? 0 : row.p + 1;
    },

    /** The member's stored upload of this image, locked so it cannot be removed meanwhile. */
    async lockOwnUpload(userId: string, sha256: string): Promise<UploadRow | null> {
      const [row] = await db
        .select()
        .from(uploads)
        .where(
          and(eq(uploads.userId, userId), eq(uploads.kind, OFFER_PHOTO_KIND), eq(uploads.sha256, sha256)),
        )
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async findOwnUpload(userId: string, sha256: string): Promise<UploadRow | null> {
      const [row] = await db
        .select()
        .from(uploads)
        .where(
          and(eq(uploads.userId, userId), eq(uploads.kind, OFFER_PHOTO_KIND), eq(uploads.sha256, sha256)),
        )
        .limit(1);
      return row ?? null;
    },

    async insertUpload(values: typeof uploads.$inferInsert) {
      await db.insert(uploads).values(values);
    },

    async insertPhoto(values: typeof offerPhotos.$inferInsert) {
      await db.insert(offerPhotos).values(values);
    },

    /** Removes one photo of the offer; returns its upload id, or null when it is not there. */
    async deletePhoto(offerId: string, photoId: string): Promise<string | null> {
      const [row] = await db
        .delete(offerPhotos)
        .where(and(eq(offerPhotos.id, photoId), eq(offerPhotos.offerId, offerId)))
        .returning({ uploadId: offerPhotos.uploadId });
      return row?.uploadId ?? null;
    },

    async lockUpload(id: string) {
      await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, id)).for('update');
    },

    /** Deletes the upload row when no offer photo refers to it; true when it was deleted. */
    async deleteUploadIfUnused(id: string): Promise<boolean> {
      const rows = await db
        .delete(uploads)
        .where(
          and(
            eq(uploads.id, id),
            notExists(db.select({ x: sql`1` }).from(offerPhotos).where(eq(offerPhotos.uploadId, id))),
          ),
        )
        .returning({ id: uploads.id });
      return rows.length > 0;
    },

    /** Positions 0..n-1 in the given order. */
    async setOrder(offerId: string, photoIds: string[]) {
      for (const [position, id] of photoIds.entries()) {
        await db
          .update(offerPhotos)
          .set({ position })
          .where(and(eq(offerPhotos.id, id), eq(offerPhotos.offerId, offerId)));
      }
    },

    async touchOffer(id: string) {
      await db.update(offers).set({ updatedAt: new Date() }).where(eq(offers.id, id));
    },

    async calendarDays(offerId: string, from: string, to: string) {
      return db
        .select({ day: offerCalendarDays.day, kind: offerCalendarDays.kind, note: offerCalendarDays.note })
        .from(offerCalendarDays)
        .where(
          and(
            eq(offerCalendarDays.offerId, offerId),
            gte(offerCalendarDays.day, from),
            lte(offerCalendarDays.day, to),
          ),
        )
        .orderBy(asc(offerCalendarDays.day));
    },

    async upsertCalendarDays(offerId: string, days: { day: string; kind: string; note: string | null }[]) {
      if (days.length === 0) return;
      const now = new Date();
      await db
        .insert(offerCalendarDays)
        .values(days.map((d) => ({ offerId, day: d.day, kind: d.kind, note: d.note, updatedAt: now })))
        .onConflictDoUpdate({
          target: [offerCalendarDays.offerId, offerCalendarDays.day],
          set: { kind: sql`excluded.kind`, note: sql`excluded.note`, updatedAt: now },
        });
    },

    async deleteCalendarDays(offerId: string, days: string[]) {
      if (days.length === 0) return;
      await db
        .delete(offerCalendarDays)
        .where(and(eq(offerCalendarDays.offerId, offerId), inArray(offerCalendarDays.day, days)));
    },
  };
}
