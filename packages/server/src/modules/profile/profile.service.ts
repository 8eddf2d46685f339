/**
 * Profile rules: the public view, own-profile edits with duplicate checks, business categories,
 * social links and the profile photo (one kept per member).
 */
import {
  ONBOARDING_MESSAGES,
  PROFILE_MESSAGES,
  PROFILE_PHOTO_FIELD,
  type TProfileCategory,
  type TPublicProfile,
  type TSocialLinks,
  type TUser,
  VALIDATION_MESSAGES,
  type ZUpdateBusinessDetailsRequest,
  type ZUpdateMyCategoriesRequest,
  type ZUpdatePersonalInfoRequest,
  type ZUpdateSocialsRequest,
} from '@barterbits/contracts';
import type { z } from 'zod';
import { type UploadStorage, uploadUrl } from '../../adapters/uploads.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { admitImageUpload, imageTypeError } from '../../lib/image-upload.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import { duplicateError, rethrowUnique } from '../../lib/unique-conflicts.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { OFFER_PHOTO_KIND } from '../offer-media/offer-media.repository.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createProfileRepository, PROFILE_PHOTO_KIND } from './profile.repository.ts';

type Out<T extends z.ZodType> = z.output<T>;

export interface PhotoInput {
  /** The file's bytes (already limited to UPLOAD_MAX_SIZE_MB by the multipart parser). */
  buffer: Buffer;
}

export function createProfileService(db: Db, storage: UploadStorage) {
  const repo = createProfileRepository(db);
  const usersRepo = createUsersRepository(db);

  async function loadUser(userId: string): Promise<TUser> {
    const user = await usersRepo.findById(userId);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  return {
    /** What other members see; 404 unless the member is active and onboarded. */
    async getPublic(_auth: AuthContext, id: string): Promise<TPublicProfile> {
      const profile = await repo.findPublic(id);
      if (!profile) throw new AppError('NOT_FOUND');
      return profile;
    },

    async updatePersonalInfo(
      auth: AuthContext,
      id: string,
      body: Out<typeof ZUpdatePersonalInfoRequest>,
    ): Promise<TUser> {
      if (auth.userId !== id) throw new AppError('FORBIDDEN', PROFILE_MESSAGES.ownProfileOnly);
      try {
        await db.transaction(async (tx) => {
          const r = createProfileRepository(tx);
          const userNameTaken = await r.isUserNameTaken(body.userName, id);
          const mobileTaken = await r.isMobileTaken(body.phoneNumber, body.countryCode, id);
          if (userNameTaken || mobileTaken)
            throw duplicateError([
              ...(userNameTaken ? (['userName'] as const) : []),
              ...(mobileTaken ? (['phoneNumber'] as const) : []),
            ]);
          await r.updatePersonal(
            id,
            {
              firstName: body.firstName,
              lastName: body.lastName,
              userName: body.userName,
              mobileNumber: body.phoneNumber,
              countryCode: body.countryCode,
              yourBio: body.yourBio,
            },
            body.address,
          );
        });
      } catch (e) {
        if (e instanceof AppError) throw e;
        rethrowUnique(e);
      }
      return loadUser(id);
    },

    async updateBusinessDetails(
      auth: AuthContext,
      body: Out<typeof ZUpdateBusinessDetailsRequest>,
    ): Promise<TUser> {
      try {
        await db.transaction(async (tx) => {
          const r = createProfileRepository(tx);
          if (!(await r.findBusiness(auth.userId))) {
            throw new AppError('FORBIDDEN', PROFILE_MESSAGES.businessOnly);
          }
          if (await r.isBusinessNameTaken(body.businessName, auth.userId))
            throw duplicateError(['businessName']);
          await r.updateBusiness(
            auth.userId,
            {
              businessName: body.businessName,
              description: body.description,
              website: body.website,
              phoneNumber: body.phoneNumber,
              countryCode: body.countryCode,
            },
            body.address,
          );
        });
      } catch (e) {
        if (e instanceof AppError) throw e;
        rethrowUnique(e);
      }
      return loadUser(auth.userId);
    },

    async getMyCategories(auth: AuthContext): Promise<TProfileCategory[]> {
      if (!(await repo.findBusiness(auth.userId))) {
        throw new AppError('FORBIDDEN', PROFILE_MESSAGES.businessOnly);
      }
      return repo.categoriesOf(auth.userId);
    },

    async updateMyCategories(
      auth: AuthContext,
      body: Out<typeof ZUpdateMyCategoriesRequest>,
    ): Promise<TProfileCategory[]> {
      await db.transaction(async (tx) => {
        const r = createProfileRepository(tx);
        if (!(await r.findBusiness(auth.userId))) {
          throw new AppError('FORBIDDEN', PROFILE_MESSAGES.businessOnly);
        }
        const selectable = new Set(await r.selectableCategoryIds(body.categoryIds));
        if (!body.categoryIds.every((c) => selectable.has(c))) {
          throw new AppError('VALIDATION_FAILED', ONBOARDING_MESSAGES.categoryUnavailable, {
            fieldErrors: { categoryIds: [ONBOARDING_MESSAGES.categoryUnavailable] },
          });
        }
        await r.replaceCategories(auth.userId, body.categoryIds);
      });
      return repo.categoriesOf(auth.userId);
    },

    getSocials: (auth: AuthContext) => repo.findSocials(auth.userId),

    async updateSocials(auth: AuthContext, body: Out<typeof ZUpdateSocialsRequest>): Promise<TSocialLinks> {
      const links: TSocialLinks = {
        website: body.website || null,
        facebook: body.facebook || null,
        instagram: body.instagram || null,
        youtube: body.youtube || null,
        telegram: body.telegram || null,
        x: body.x || null,
        linkedin: body.linkedin || null,
      };
      await db.transaction(async (tx) => createProfileRepository(tx).saveSocials(auth.userId, links));
      return repo.findSocials(auth.userId);
    },

    /**
     * Replaces the profile photo: content must be a JPEG, PNG or WebP image of at most
     * UPLOAD_MAX_PIXELS, within the member's upload rate; the same file as the current photo is
     * refused. The new photo is stored before the old one is removed.
     */
    async uploadPhoto(auth: AuthContext, input: PhotoInput): Promise<TUser> {
      const info = await admitImageUpload(db, storage, auth.userId, input.buffer, PROFILE_PHOTO_FIELD);
      const current = await repo.photoUploads(auth.userId);
      if (current.some((u) => u.sha256 === info.sha256)) {
        throw new AppError('CONFLICT', VALIDATION_MESSAGES.fileDuplicate, {
          fieldErrors: { file: [VALIDATION_MESSAGES.fileDuplicate] },
        });
      }
      const stored = await storage.storeImage(input.buffer);
      if (!stored) throw imageTypeError(PROFILE_PHOTO_FIELD);
      let removed: string[] = [];
      try {
        await db.transaction(async (tx) => {
          const r = createProfileRepository(tx);
          const old = await r.photoUploads(auth.userId);
          removed = old.map((u) => u.id);
          await r.deleteUploads(removed);
          await r.insertUpload({
            id: stored.id,
            userId: auth.userId,
            kind: PROFILE_PHOTO_KIND,
            path: stored.path,
            mime: stored.mime,
            size: stored.size,
            sha256: info.sha256,
            width: stored.width,
            height: stored.height,
          });
          await r.setProfilePhoto(auth.userId, uploadUrl(stored.id, 'thumb'));
        });
      } catch (e) {
        await storage.remove(stored.id);
        if (uniqueViolation(e) === 'uploads_user_kind_hash_key') {
          throw new AppError('CONFLICT', VALIDATION_MESSAGES.fileDuplicate, {
            fieldErrors: { file: [VALIDATION_MESSAGES.fileDuplicate] },
          });
        }
        throw e;
      }
      await Promise.all(removed.map((id) => storage.remove(id)));
      return loadUser(auth.userId);
    },

    async deletePhoto(auth: AuthContext): Promise<TUser> {
      let removed: string[] = [];
      await db.transaction(async (tx) => {
        const r = createProfileRepository(tx);
        const old = await r.photoUploads(auth.userId);
        const profile = await r.findProfile(auth.userId);
        if (old.length === 0 && !profile?.profilePhoto) {
          throw new AppError('NOT_FOUND', PROFILE_MESSAGES.noPhoto);
        }
        removed = old.map((u) => u.id);
        await r.deleteUploads(removed);
        await r.setProfilePhoto(auth.userId, null);
      });
      await Promise.all(removed.map((id) => storage.remove(id)));
      return loadUser(auth.userId);
    },

    /**
     * An upload that may be served to anyone, or null: profile photos and offer photos (their ids
     * are random and only ever sent to those who may see the offer).
     */
    async publicUpload(id: string) {
      const row = await repo.findUpload(id);
      return row && (row.kind === PROFILE_PHOTO_KIND || row.kind === OFFER_PHOTO_KIND) ? row : null;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

/** The public view for GET /user/{id}?raw=explore (users module); same rules as getPublic. */
export async function readPublicProfile(db: Db, id: string): Promise<TPublicProfile> {
  const profile = await createProfileRepository(db).findPublic(id);
  if (!profile) throw new AppError('NOT_FOUND');
  return profile;
}
