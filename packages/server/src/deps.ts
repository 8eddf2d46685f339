/**
 * What route modules receive: the database, configuration, token signer, the shared services
 * and the outside-service adapters (each with an embedded default).
 */

import type { Mailer } from './adapters/mailer.ts';
import type { PaymentProcessor } from './adapters/payments.ts';
import type { PlacesAdapter } from './adapters/places.ts';
import type { UploadStorage } from './adapters/uploads.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { TokenSigner } from './modules/auth/tokens.ts';
import type { ChatHub } from './modules/chat/hub.ts';
import type { MaintenanceState } from './modules/maintenance/maintenance.state.ts';
import type { UnlockPasses } from './modules/maintenance/unlock-pass.ts';
import type { NotificationDelivery } from './modules/notifications/delivery.ts';
import type { PushSender } from './modules/notifications/push-port.ts';
import type { UnsubscribeTokens } from './modules/notifications/unsubscribe.ts';
import type { InviteOptOutTokens } from './modules/referrals/opt-out.ts';
import type { UsersService } from './modules/users/users.service.ts';

export interface Deps {
  db: Db;
  config: AppConfig;
  signer: TokenSigner;
  auth: AuthService;
  users: UsersService;
  mailer: Mailer;
  payments: PaymentProcessor;
  places: PlacesAdapter;
  /** Chat events to the sockets of every instance (modules/chat/hub.ts). */
  chat: ChatHub;
  /** Push messages to device tokens: FCM when FCM_SERVICE_ACCOUNT is set, else one that sends nothing. */
  push: PushSender;
  /** Sends the notification outbox after commit (modules/notifications/delivery.ts). */
  notificationDelivery: NotificationDelivery;
  /** Signs and reads the notification e-mails' unsubscribe links. */
  unsubscribeTokens: UnsubscribeTokens;
  /** Signs and reads the invitation e-mails' "no more invitations" links. */
  inviteOptOutTokens: InviteOptOutTokens;
  /** The maintenance lock in force on this instance, kept current across instances. */
  maintenance: MaintenanceState;
  /** Signs and checks the maintenance unlock passes of testers. */
  unlockPasses: UnlockPasses;
  /** Uploaded images: one storage for the app, in the S3 bucket when S3_BUCKET is set, else on the local disk. */
  uploads: UploadStorage;
}
