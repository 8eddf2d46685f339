/**
 * What every image upload (offer photos, the profile photo) passes before any pixel is decoded:
 * the member's upload rate (UPLOAD_RATE_LIMIT, shared by both kinds, counted in PostgreSQL), the
 * real format by content, and the pixel count (UPLOAD_MAX_PIXELS) read from the header.
 */
import { UPLOAD_MESSAGES, UPLOAD_RATE_LIMIT, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { type InspectedImage, overPixelLimit, type UploadStorage } from '../adapters/uploads.ts';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { type RateLimitRule, takeRateLimit } from './db-rate-limit.ts';

/** Image uploads per member, all kinds together. */
export const IMAGE_UPLOAD_RATE_LIMIT: RateLimitRule = {
  name: 'image-upload',
  ...UPLOAD_RATE_LIMIT,
  message: UPLOAD_MESSAGES.tooManyUploads,
};

const fileError = (code: 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE', field: string, message: string) =>
  new AppError(code, message, { fieldErrors: { [field]: [message] } });

/** 415 with the file-type message on `field` (also for content that turns out undecodable later). */
export const imageTypeError = (field: string) =>
  fileError('UNSUPPORTED_MEDIA_TYPE', field, VALIDATION_MESSAGES.fileType);

/**
 * Counts one upload of `userId` (429 past the limit), then inspects `buffer`: 415 when it is not a
 * JPEG, PNG or WebP image, 413 when it has more than UPLOAD_MAX_PIXELS. Errors name `field`.
 */
export async function admitImageUpload(
  db: DbOrTx,
  storage: UploadStorage,
  userId: string,
  buffer: Buffer,
  field: string,
): Promise<InspectedImage> {
  await takeRateLimit(db, IMAGE_UPLOAD_RATE_LIMIT, userId);
  const info = await storage.inspect(buffer);
  if (!info) throw imageTypeError(field);
  if (overPixelLimit(info)) throw fileError('PAYLOAD_TOO_LARGE', field, UPLOAD_MESSAGES.tooManyPixels);
  return info;
}
