import {
  DUPLICATE_MESSAGES,
  type DuplicateCheckField,
  type MemberKind,
  ONBOARDING_MESSAGES,
  type TBusinessCategory,
  type TUser,
  type ZBusinessDetailRequest,
  type ZCreateBusinessCategoryRequest,
  type ZCreateBusinessSubCategoryRequest,
  type ZCreatePledgeRequest,
  type ZDuplicateCheckQuery,
  type ZPersonalProfileRequest,
  type ZSaveBusinessCategoriesRequest,
  type ZUpdateBusinessCategoryRequest,
} from '@barterbits/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  categoryNameFrTaken,
  categoryNameTaken,
  duplicateError,
  rethrowUnique,
  uniqueConflict,
} from '../../lib/unique-conflicts.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createOnboardingRepository } from './onboarding.repository.ts';
import { assertStage, completeStage } from './stages.ts';

type Out<T extends z.ZodType> = z.output<T>;

export function createOnboardingService(db: Db) {
  const repo = createOnboardingRepository(db);
  const usersRepo = createUsersRepository(db);

  async function loadUser(userId: string): Promise<TUser> {
    const user = await usersRepo.findById(userId);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  /** 409 with every field (of `checks`) another account already holds. */
  async function assertFree(
    tx: DbOrTx,
    userId: string,
    checks: [DuplicateCheckField, string][],
    countryCode: string,
  ) {
    const r = createOnboardingRepository(tx);
    const taken: DuplicateCheckField[] = [];
    for (const [field, value] of checks) {
      if (await r.findHolder(field, value, countryCode, userId)) taken.push(field);
    }
    if (taken.length) throw duplicateError(taken);
  }

  /**
   * 409 when a sibling category already has the name (then the French name, if any): the English name is
   * named first, as one request at a time finds it.
   */
  async function assertNamesFree(
    tx: DbOrTx,
    name: string,
    nameFr: string | null,
    parentId: number | null,
    exceptId: number | null,
  ) {
    const taken = await createOnboardingRepository(tx).takenNames(name, nameFr, parentId, exceptId);
    if (taken.name) throw categoryNameTaken();
    if (taken.nameFr) throw categoryNameFrTaken();
  }

  /**
   * A category write that met a unique index (another request wrote the same name meanwhile): the same
   * answer as a late request, read again now that the other write is in. PostgreSQL reports whichever index
   * it checked first when both names collide, so its index alone would not say which name to name.
   */
  async function namesConflict(
    e: unknown,
    name: string,
    nameFr: string | null,
    parentId: number | null,
    exceptId: number | null,
  ): Promise<never> {
    if (uniqueConflict(e)) await assertNamesFree(db, name, nameFr, parentId, exceptId);
    return rethrowUnique(e);
  }

  async function assertAccountType(tx: DbOrTx, userId: string, expected: MemberKind) {
    const row = await createOnboardingRepository(tx).getAccountType(userId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.accountType !== expected)
      throw new AppError('ONBOARDING_STAGE', ONBOARDING_MESSAGES.accountTypeFirst);
  }

  return {
    /** /profile-setup: Personal or Business, changeable while still at ACCOUNT_SETUP. */
    async setAccountType(auth: AuthContext, accountType: MemberKind) {
      await db.transaction(async (tx) => {
        await assertStage(tx, auth.userId, 'ACCOUNT_SETUP');
        await createOnboardingRepository(tx).setAccountType(auth.userId, accountType);
      });
      return loadUser(auth.userId);
    },

    async savePersonalProfile(auth: AuthContext, body: Out<typeof ZPersonalProfileRequest>) {
      try {
        await db.transaction(async (tx) => {
          await assertStage(tx, auth.userId, 'ACCOUNT_SETUP');
          await assertAccountType(tx, auth.userId, 'PERSONAL');
          await assertFree(
            tx,
            auth.userId,
            [
              ['userName', body.userName],
              ['phoneNumber', body.phoneNumber],
            ],
            body.countryCode,
          );
          const r = createOnboardingRepository(tx);
          const addressId = await r.insertAddress(body.address);
          await r.saveProfile(
            auth.userId,
            {
              firstName: body.firstName,
              lastName: body.lastName,
              userName: body.userName,
              mobileNumber: body.phoneNumber,
              countryCode: body.countryCode,
            },
            addressId,
          );
          await completeStage(tx, auth.userId, 'ACCOUNT_SETUP');
        });
      } catch (e) {
        rethrowUnique(e);
      }
      return loadUser(auth.userId);
    },

    async saveBusinessDetail(auth: AuthContext, body: Out<typeof ZBusinessDetailRequest>) {
      try {
        await db.transaction(async (tx) => {
          await assertStage(tx, auth.userId, 'ACCOUNT_SETUP');
          await assertAccountType(tx, auth.userId, 'BUSINESS');
          await assertFree(
            tx,
            auth.userId,
            [
              ['userName', body.userName],
              ['phoneNumber', body.phoneNumber],
              ['businessName', body.businessName],
            ],
            body.countryCode,
          );
          const r = createOnboardingRepository(tx);
          // The contact person's profile and the business each keep their own copy of the address,
          // so editing one later does not change the other.
          const profileAddressId = await r.insertAddress(body.address);
          const businessAddressId = await r.insertAddress(body.address);
          await r.saveProfile(
            auth.userId,
            {
              firstName: body.firstName,
              lastName: body.lastName,
              userName: body.userName,
              mobileNumber: body.phoneNumber,
              countryCode: body.countryCode,
            },
            profileAddressId,
          );
          await r.saveBusiness(
            auth.userId,
            {
              businessName: body.businessName,
              website: body.website ?? null,
              description: body.description ?? null,
              phoneNumber: body.phoneNumber,
              countryCode: body.countryCode,
            },
            businessAddressId,
          );
          await completeStage(tx, auth.userId, 'ACCOUNT_SETUP');
        });
      } catch (e) {
        rethrowUnique(e);
      }
      return loadUser(auth.userId);
    },

    async saveBusinessCategories(auth: AuthContext, body: Out<typeof ZSaveBusinessCategoriesRequest>) {
      await db.transaction(async (tx) => {
        await assertStage(tx, auth.userId, 'CATEGORY_SELECTION');
        const r = createOnboardingRepository(tx);
        const selectable = new Set(await r.selectableIds(body.categoryIds));
        if (!body.categoryIds.every((id) => selectable.has(id))) {
          throw new AppError('VALIDATION_FAILED', ONBOARDING_MESSAGES.categoryUnavailable, {
            fieldErrors: { categoryIds: [ONBOARDING_MESSAGES.categoryUnavailable] },
          });
        }
        const pledge = await r.currentPledge();
        if (!pledge) throw new AppError('CONFLICT', ONBOARDING_MESSAGES.pledgeMissing);
        await r.replaceUserCategories(auth.userId, body.categoryIds);
        await r.acceptPledge(auth.userId, pledge.id);
        await completeStage(tx, auth.userId, 'CATEGORY_SELECTION');
      });
      return loadUser(auth.userId);
    },

    /**
     * Whether `value` is free for `field` (a public route): a signed-in caller's (`auth`) own values
     * count as free; anonymous callers pass null.
     */
    async duplicateCheck(auth: AuthContext | null, q: Out<typeof ZDuplicateCheckQuery>) {
      const holder = await repo.findHolder(q.field, q.value, q.countryCode, auth?.userId ?? null);
      return holder
        ? { available: false, message: DUPLICATE_MESSAGES[q.field] }
        : { available: true, message: null };
    },

    listCategories: (auth: AuthContext) => repo.listCategories(auth.role === 'ADMIN'),

    async getCategory(_auth: AuthContext, id: number): Promise<TBusinessCategory> {
      const c = await repo.findCategory(id);
      if (!c) throw new AppError('NOT_FOUND');
      return c;
    },

    async createCategory(
      auth: AuthContext,
      body: Out<typeof ZCreateBusinessCategoryRequest> & { parentId?: number },
    ): Promise<TBusinessCategory> {
      const parentId = body.parentId ?? null;
      const id = await db
        .transaction(async (tx) => {
          const r = createOnboardingRepository(tx);
          if (parentId !== null) {
            const parent = await r.findCategory(parentId);
            if (!parent)
              throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.parentNotFound, {
                fieldErrors: { parentId: [ONBOARDING_MESSAGES.parentNotFound] },
              });
            if (parent.parentId !== null)
              throw new AppError('VALIDATION_FAILED', ONBOARDING_MESSAGES.parentIsSubCategory, {
                fieldErrors: { parentId: [ONBOARDING_MESSAGES.parentIsSubCategory] },
              });
          }
          await assertNamesFree(tx, body.name, body.nameFr, parentId, null);
          const newId = await r.insertCategory({
            name: body.name,
            nameFr: body.nameFr,
            isActive: body.isActive,
            parentId,
          });
          await r.audit(
            auth.userId,
            null,
            parentId === null ? 'BUSINESS_CATEGORY_CREATE' : 'BUSINESS_SUB_CATEGORY_CREATE',
            {
              categoryId: newId,
              name: body.name,
              nameFr: body.nameFr,
              parentId,
              isActive: body.isActive,
            },
          );
          return newId;
        })
        .catch((e: unknown) => namesConflict(e, body.name, body.nameFr, parentId, null));
      return this.getCategory(auth, id);
    },

    async createSubCategory(auth: AuthContext, body: Out<typeof ZCreateBusinessSubCategoryRequest>) {
      return this.createCategory(auth, body);
    },

    async updateCategory(auth: AuthContext, id: number, body: Out<typeof ZUpdateBusinessCategoryRequest>) {
      await db
        .transaction(async (tx) => {
          const r = createOnboardingRepository(tx);
          const before = await r.findCategory(id);
          if (!before) throw new AppError('NOT_FOUND');
          await assertNamesFree(tx, body.name, body.nameFr ?? null, before.parentId, id);
          await r.updateCategory(id, body);
          await r.audit(auth.userId, null, 'BUSINESS_CATEGORY_UPDATE', {
            categoryId: id,
            before: { name: before.name, nameFr: before.nameFr, isActive: before.isActive },
            after: body,
          });
        })
        .catch(async (e: unknown) => {
          const before = await createOnboardingRepository(db).findCategory(id);
          return namesConflict(e, body.name, body.nameFr ?? null, before?.parentId ?? null, id);
        });
      return this.getCategory(auth, id);
    },

    /** Deletes categories and their sub-categories; refused while members have any of them selected. */
    async deleteCategories(auth: AuthContext, ids: number[]) {
      return db.transaction(async (tx) => {
        const r = createOnboardingRepository(tx);
        const family = await r.categoryFamily(ids);
        const found = new Set(family.map((c) => c.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length) throw new AppError('NOT_FOUND');
        const all = family.map((c) => c.id);
        if ((await r.countSelections(all)) > 0)
          throw new AppError('CONFLICT', ONBOARDING_MESSAGES.categoryInUse);
        await r.deleteCategories(all);
        await r.audit(auth.userId, null, 'BUSINESS_CATEGORY_DELETE', {
          categoryIds: ids,
          deleted: family.map((c) => ({ id: c.id, name: c.name, parentId: c.parentId })),
        });
        return { deletedIds: all.sort((a, b) => a - b) };
      });
    },

    getPledge: (_auth: AuthContext) => repo.currentPledge(),

    async createPledge(auth: AuthContext, body: Out<typeof ZCreatePledgeRequest>) {
      return db.transaction(async (tx) => {
        const r = createOnboardingRepository(tx);
        const pledge = await r.insertPledge(
          { description: body.description, descriptionFr: body.descriptionFr },
          auth.userId,
        );
        await r.audit(auth.userId, null, 'PLEDGE_CREATE', { pledgeId: pledge.id });
        return pledge;
      });
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
