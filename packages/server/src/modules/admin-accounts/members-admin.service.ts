/**
 * Two member calls for admins: GET /user/user-name (look members up by username) and
 * POST /user/email-change (support changes a member's sign-in address directly, for a member who lost
 * their mailbox; the member's own two-sided flow is POST /user/email-change-request).
 */
import {
  ERROR_MESSAGES,
  ADMIN_ACCOUNT_MESSAGES as MSG,
  PAGES,
  type ZAdminEmailChangeRequest,
  type ZUserNameLookupQuery,
} from '@barterbits/contracts';
import type { z } from 'zod';
import type { MailBrand } from '../../adapters/mail-templates.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { sessionCache } from '../auth/session-cache.ts';
import { hashToken } from '../auth/tokens.ts';
import { isMemberAccount } from '../members/visibility.ts';
import { languageOf } from '../users/language.ts';
import { createAdminAccountsRepository } from './admin-accounts.repository.ts';
import { emailChangedBySupportMail } from './admin-mails.ts';
import { createMembersAdminRepository } from './members-admin.repository.ts';

const RECHECK_MESSAGE = 'Please confirm your password again to continue.';

const alreadyAssociated = () =>
  new AppError('EMAIL_ALREADY_ASSOCIATED', ERROR_MESSAGES.emailAlreadyAssociated, {
    fieldErrors: { newEmail: [ERROR_MESSAGES.emailAlreadyAssociated] },
  });

export function createMembersAdminService(deps: Pick<Deps, 'db' | 'config' | 'mailer'>) {
  const { db, config, mailer } = deps;
  const repo = createMembersAdminRepository(db);
  const brand: MailBrand = { productName: config.productName, supportEmail: config.supportEmail };

  return {
    /** Members whose username contains the text (q, or userName), exact match first. */
    lookupUserNames(q: z.output<typeof ZUserNameLookupQuery>) {
      const text = (q.q ?? q.userName)!;
      return repo.findByUserName(text, q);
    },

    /**
     * Changes a member's e-mail after the admin re-entered their password: the member's sessions end,
     * links mailed to the old address stop working, both addresses are told, and it is audited.
     */
    async changeEmail(auth: AuthContext, body: z.output<typeof ZAdminEmailChangeRequest>) {
      let oldEmail: string;
      try {
        oldEmail = await db.transaction(async (tx) => {
          const r = createMembersAdminRepository(tx);
          const target = await r.lockUser(body.userId);
          if (!target) throw new AppError('NOT_FOUND', MSG.memberNotFound);
          if (!isMemberAccount(target)) throw new AppError('FORBIDDEN', MSG.onlyMembers);
          if (target.email === body.newEmail) {
            throw new AppError('VALIDATION_FAILED', MSG.sameEmail, {
              fieldErrors: { newEmail: [MSG.sameEmail] },
            });
          }
          if (await r.emailTaken(body.newEmail, target.id)) throw alreadyAssociated();
          if (!(await r.usePasswordCheck(auth.userId, hashToken(body.token)))) {
            throw new AppError('LINK_INVALID', RECHECK_MESSAGE, {
              fieldErrors: { token: [RECHECK_MESSAGE] },
            });
          }
          await r.changeEmail(target.id, body.newEmail);
          sessionCache.forgetUser(target.id);
          await createAdminAccountsRepository(tx).audit(auth.userId, target.id, 'USER_EMAIL_CHANGE', {
            fromEmail: target.email,
            toEmail: body.newEmail,
            reason: body.reason,
          });
          return target.email;
        });
      } catch (e) {
        // Another account took the address at the same moment (users_email_key).
        if (uniqueViolation(e) !== null) throw alreadyAssociated();
        throw e;
      }
      const v = { oldEmail, newEmail: body.newEmail, signInLink: `${config.publicUrl}${PAGES.signIn.path}` };
      const language = await languageOf(db, body.userId);
      await mailer.send(emailChangedBySupportMail(brand, oldEmail, v, language));
      await mailer.send(emailChangedBySupportMail(brand, body.newEmail, v, language));
      return { userId: body.userId, oldEmail, newEmail: body.newEmail };
    },
  };
}
