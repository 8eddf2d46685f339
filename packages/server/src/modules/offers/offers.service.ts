/**
 * Offer rules: who may create, edit, see and change the status of an offer, and the admin console's
 * Offers resource (lists and moderation). Who sees an offer is visibility.ts; status changes go
 * through the transition table (transitions.ts); refused changes answer 409 and change nothing.
 */
import {
  MY_OFFER_STATUSES,
  OFFER_MESSAGES,
  type OfferStatus,
  type TAdminOfferListItem,
  type TMyOffersResponse,
  type TOffer,
  type TOfferDetails,
  type TOfferPhoto,
  type ZAdminOffersQuery,
  type ZAdminUserOffersQuery,
  type ZChangeOfferStatusRequest,
  type ZMyOffersQuery,
  ZOfferCompleteInput,
  type ZOfferDraftInput,
} from '@barterbits/contracts';
import type { z } from 'zod';
import { uploadUrl } from '../../adapters/uploads.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Page } from '../../lib/envelope.ts';
import { haversineKm, roundKm } from '../../lib/geo.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { hasMembershipAccess } from '../membership/plan.ts';
import { notify } from '../notifications/notify.ts';
import { fullName } from '../users/display-name.ts';
import { offerNotice } from './offers.notices.ts';
import { createOffersRepository, type OfferPhotoRow, type OfferRow } from './offers.repository.ts';
import { toSellerCard } from './seller-card.ts';
import { canTransition } from './transitions.ts';
import { canSeeOffer } from './visibility.ts';

type DraftInput = z.output<typeof ZOfferDraftInput>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A stored photo as sent (URLs of the public uploads route). */
export const toOfferPhoto = (p: OfferPhotoRow): TOfferPhoto => ({
  id: p.id,
  url: uploadUrl(p.uploadId, 'full'),
  thumbUrl: uploadUrl(p.uploadId, 'thumb'),
  width: p.width,
  height: p.height,
});

/** The offer as sent; `disabledReason` only to the owner and admins. */
export function toOffer(row: OfferRow, privileged: boolean, photos: OfferPhotoRow[] = []): TOffer {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    category: row.category as TOffer['category'],
    priceCents: row.priceCents,
    priceType: row.priceType as TOffer['priceType'],
    status: row.status as OfferStatus,
    details: row.details,
    city: row.city,
    province: row.province,
    latitude: row.latitude,
    longitude: row.longitude,
    videoUrl: row.videoUrl,
    photos: photos.map(toOfferPhoto),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    statusChangedAt: iso(row.statusChangedAt),
    disabledReason: privileged ? row.disabledReason : null,
  };
}

/** City and province from Google-style address components. */
export function placeOf(components: unknown): { city: string | null; province: string | null } {
  const list = Array.isArray(components)
    ? (components as { long_name?: string; short_name?: string; types?: string[] }[])
    : [];
  const find = (type: string) => list.find((c) => c.types?.includes(type));
  return {
    city: find('locality')?.long_name ?? find('postal_town')?.long_name ?? null,
    province: find('administrative_area_level_1')?.short_name ?? null,
  };
}

/** The stored offer as the complete-input schema sees it (null → absent). */
function asInput(row: OfferRow) {
  const u = <T>(v: T | null) => (v === null ? undefined : v);
  return {
    category: row.category,
    title: row.title,
    description: u(row.description),
    priceType: u(row.priceType),
    priceCents: row.priceCents,
    videoUrl: u(row.videoUrl),
    city: u(row.city),
    province: u(row.province),
    latitude: u(row.latitude),
    longitude: u(row.longitude),
    details: row.details,
  };
}

function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    const list = out[key] ?? [];
    list.push(issue.message);
    out[key] = list;
  }
  return out;
}

/** Publishing and editing a listed offer need every field: 400 with the field messages otherwise. */
function assertComplete(input: unknown): void {
  const parsed = ZOfferCompleteInput.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const first = Object.values(fieldErrors)[0]?.[0];
    throw new AppError('VALIDATION_FAILED', first, { fieldErrors });
  }
}

export function createOffersService(deps: { db: Db }) {
  const { db } = deps;
  const repo = createOffersRepository(db);

  /** Completed onboarding and membership privileges (spec: offers need an active membership). */
  async function memberAllowedToList(userId: string) {
    const ctx = await repo.memberContext(userId);
    if (!ctx) throw new AppError('UNAUTHORIZED');
    if (ctx.checkOutStatus !== 'COMPLETED') throw new AppError('ONBOARDING_STAGE');
    const sub =
      ctx.subStatus && ctx.periodEnd ? { status: ctx.subStatus, currentPeriodEnd: ctx.periodEnd } : null;
    if (!hasMembershipAccess(sub)) throw new AppError('SUBSCRIPTION_REQUIRED');
    return ctx;
  }

  /** The offer if `auth` owns it: 404 when they cannot see it, 403 when they see but do not own it. */
  async function ownOffer(auth: AuthContext, id: string): Promise<OfferRow> {
    const found = await repo.findWithOwner(id);
    if (!found || !canSeeOffer(auth, found.offer, found.ownerStatusId)) throw new AppError('NOT_FOUND');
    if (found.offer.userId !== auth.userId) throw new AppError('FORBIDDEN', OFFER_MESSAGES.notOwner);
    return found.offer;
  }

  async function withPhotos(row: OfferRow, privileged: boolean): Promise<TOffer> {
    const photos = await repo.photosFor([row.id]);
    return toOffer(row, privileged, photos.get(row.id));
  }

  const fields = (b: DraftInput) => ({
    title: b.title,
    description: b.description || null,
    category: b.category,
    priceType: b.priceType ?? null,
    priceCents: b.priceCents ?? null,
    videoUrl: b.videoUrl || null,
    details: b.details as Record<string, unknown>,
  });

  return {
    async create(auth: AuthContext, body: DraftInput): Promise<TOffer> {
      const ctx = await memberAllowedToList(auth.userId);
      const place = placeOf(ctx.addressComponents);
      const row = await repo.insert({
        userId: auth.userId,
        ...fields(body),
        status: 'DRAFT',
        city: body.city ?? place.city,
        province: body.province ?? place.province,
        latitude: body.latitude ?? ctx.latitude,
        longitude: body.longitude ?? ctx.longitude,
      });
      return toOffer(row, true);
    },

    async update(auth: AuthContext, id: string, body: DraftInput): Promise<TOffer> {
      const offer = await ownOffer(auth, id);
      if (offer.status === 'DISABLED' || offer.status === 'DEACTIVATED') {
        throw new AppError('CONFLICT', OFFER_MESSAGES.notEditable);
      }
      if (offer.status !== 'DRAFT' && body.category !== offer.category) {
        throw new AppError('CONFLICT', OFFER_MESSAGES.categoryLocked);
      }
      const next = {
        ...fields(body),
        city: body.city ?? offer.city,
        province: body.province ?? offer.province,
        latitude: body.latitude ?? offer.latitude,
        longitude: body.longitude ?? offer.longitude,
      };
      if (offer.status !== 'DRAFT') assertComplete(asInput({ ...offer, ...next }));
      const row = await repo.update(id, { ...next, updatedAt: new Date() });
      if (!row) throw new AppError('NOT_FOUND');
      return withPhotos(row, true);
    },

    /**
     * The offer with its seller card, distance from the viewer's general location, favourite state
     * and count. A member viewing someone else's ACTIVE offer counts one view per UTC day.
     */
    async details(auth: AuthContext, id: string): Promise<TOfferDetails> {
      const found = await repo.findWithOwner(id);
      if (!found || !canSeeOffer(auth, found.offer, found.ownerStatusId)) throw new AppError('NOT_FOUND');
      const { offer } = found;
      const isOwner = offer.userId === auth.userId;
      const [base, seller, here, favourites] = await Promise.all([
        withPhotos(offer, auth.role === 'ADMIN' || isOwner),
        repo.sellerFields(offer.userId),
        repo.locationOf(auth.userId),
        repo.favouriteStats(offer.id, auth.userId),
      ]);
      if (auth.role === 'MEMBER' && !isOwner && offer.status === 'ACTIVE') {
        await repo.recordView(offer.id, auth.userId, new Date().toISOString().slice(0, 10));
      }
      const distanceKm =
        here && offer.latitude !== null && offer.longitude !== null
          ? roundKm(haversineKm(here, { lat: offer.latitude, lng: offer.longitude }))
          : null;
      return {
        ...base,
        seller: toSellerCard(
          seller ?? {
            id: offer.userId,
            accountType: null,
            firstName: null,
            lastName: null,
            userName: null,
            profilePhoto: null,
            businessName: null,
          },
        ),
        distanceKm,
        favourited: favourites.mine,
        favouritesCount: favourites.count,
        isOwner,
      };
    },

    /** The member's own offers, and beside the page their offer counts per status (not part of meta). */
    async myOffers(
      auth: AuthContext,
      q: z.output<typeof ZMyOffersQuery>,
    ): Promise<Page<TOffer> & { counts: TMyOffersResponse['counts'] }> {
      const { rows, total } = await repo.listOwn(auth.userId, q.status, q.limit, q.offset);
      const counts = Object.fromEntries(MY_OFFER_STATUSES.map((s) => [s, 0])) as TMyOffersResponse['counts'];
      for (const c of await repo.countsByStatus(auth.userId)) {
        if (c.status in counts) counts[c.status as keyof typeof counts] = c.n;
      }
      const photos = await repo.photosFor(rows.map((r) => r.id));
      return { items: rows.map((r) => toOffer(r, true, photos.get(r.id))), total, counts };
    },

    async changeStatus(auth: AuthContext, body: z.output<typeof ZChangeOfferStatusRequest>): Promise<TOffer> {
      if (body.user === 'ADMIN' && auth.role !== 'ADMIN')
        throw new AppError('FORBIDDEN', OFFER_MESSAGES.adminOnly);
      if (body.user === 'MEMBER' && auth.role !== 'MEMBER') {
        throw new AppError('FORBIDDEN', OFFER_MESSAGES.membersOnly);
      }
      const offer =
        body.user === 'MEMBER' ? await ownOffer(auth, body.offerId) : await repo.findById(body.offerId);
      if (!offer) throw new AppError('NOT_FOUND');
      const from = offer.status as OfferStatus;
      const to = body.status;
      const verdict = canTransition(from, to, body.user, offer.previousStatus as OfferStatus | null);
      if (!verdict.ok) throw new AppError('CONFLICT', verdict.message);

      if (to === 'ACTIVE' && body.user === 'MEMBER') {
        await memberAllowedToList(auth.userId);
        assertComplete(asInput(offer));
      }
      const now = new Date();
      const values = {
        status: to,
        statusChangedAt: now,
        statusChangedBy: auth.userId,
        updatedAt: now,
        ...(to === 'DISABLED' ? { previousStatus: from, disabledReason: body.reason ?? null } : {}),
        ...(from === 'DISABLED' ? { previousStatus: null, disabledReason: null } : {}),
        // First publication and relisting from the archive put the offer at the top of "newest".
        ...(to === 'ACTIVE' && (from === 'DRAFT' || from === 'ARCHIVE') ? { publishedAt: now } : {}),
      };
      const row = await db.transaction(async (tx) => {
        const r = createOffersRepository(tx);
        const changed = await r.changeStatus(offer.id, from, values);
        if (changed && body.user === 'ADMIN') {
          await r.audit(auth.userId, offer.userId, 'OFFER_STATUS', {
            offerId: offer.id,
            from,
            to,
            reason: body.reason ?? null,
          });
          // Disabling settles the offer's open reports.
          if (to === 'DISABLED') {
            await r.resolveOpenReports(offer.id, 'ACTIONED', auth.userId, body.reason ?? null);
          }
          // The owner is told in the same transaction (OFFER_MODERATION).
          const told = to === 'DISABLED' ? offerNotice.disabled : offerNotice.enabled;
          await notify(tx, told(changed, body.reason));
        }
        return changed;
      });
      if (!row) throw new AppError('CONFLICT', 'The offer changed meanwhile. Reload it and try again.');
      return withPhotos(row, true);
    },

    // ---- admin console: the Offers resource (its status change is changeStatus above) ----

    /**
     * A member's offers for admins (a user id; spec: including disabled ones), and beside the page
     * their offer counts per stored status (not part of meta).
     */
    async userOffers(
      _auth: AuthContext,
      userId: string,
      q: z.output<typeof ZAdminUserOffersQuery>,
    ): Promise<Page<TOffer> & { counts: Record<string, number> }> {
      if (!(await repo.userExists(userId))) throw new AppError('NOT_FOUND');
      const { rows, total } = await repo.listUserOffers(
        userId,
        q.offerType,
        q.limit,
        q.offset,
        q.sortBy,
        q.sortOrder,
      );
      const [photos, counts] = await Promise.all([
        repo.photosFor(rows.map((r) => r.id)),
        repo.countsByStatus(userId),
      ]);
      return {
        items: rows.map((r) => toOffer(r, true, photos.get(r.id))),
        total,
        counts: Object.fromEntries(counts.map((c) => [c.status, c.n])),
      };
    },

    /** Every offer with its seller and report counts (GET /offer/all). */
    async allOffers(
      _auth: AuthContext,
      q: z.output<typeof ZAdminOffersQuery>,
    ): Promise<Page<TAdminOfferListItem>> {
      const { rows, total } = await repo.listAllOffers(
        {
          status: q.status,
          ids: q.ids,
          category: q.category,
          userId: q.userId,
          q: q.q || undefined,
          reported: q.reported === undefined ? undefined : q.reported === 'true',
        },
        q.limit,
        q.offset,
        q.sortBy,
        q.sortOrder,
      );
      const photos = await repo.photosFor(rows.map((r) => r.offer.id));
      return {
        items: rows.map((r) => ({
          ...toOffer(r.offer, true, photos.get(r.offer.id)),
          previousStatus: (r.offer.previousStatus as TAdminOfferListItem['previousStatus']) ?? null,
          seller: { id: r.offer.userId, displayName: fullName(r, r.email), email: r.email },
          openReports: Number(r.openReports),
          reports: Number(r.reports),
        })),
        total,
      };
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
