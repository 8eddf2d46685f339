/**
 * Images that only some callers may load (chat images, feedback screenshots): stored once per member
 * and content, and served outside the registry to the callers the module allows.
 */
import { ZUploadFileParams } from '@barterbits/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UploadStorage, UploadVariant } from '../adapters/uploads.ts';
import type { DbOrTx } from '../db/client.ts';
import { uploads } from '../db/schema.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { AppError } from './app-error.ts';
import { admitImageUpload } from './image-upload.ts';
import { imageFileResponses } from './openapi.ts';

/** A stored private image as an upload answers it. */
export interface PrivateImageView {
  uploadId: string;
  url: string;
  thumbUrl: string;
}

/** What `storePrivateImage` stores: whose, of which upload kind, from which form field. */
export interface PrivateImageUpload {
  userId: string;
  kind: string;
  /** The form field that errors name. */
  field: string;
  buffer: Buffer;
  /** Where the module serves a variant of the upload. */
  urlOf: (uploadId: string, variant: 'full' | 'thumb') => string;
}

async function ownByHash(db: DbOrTx, userId: string, kind: string, sha256: string) {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.kind, kind), eq(uploads.sha256, sha256)));
  return row ?? null;
}

/**
 * Admits the image (`admitImageUpload`: rate limit, format, pixels), then stores it once per member,
 * kind and content: the same image answers its earlier upload, also when two uploads race.
 */
export async function storePrivateImage(
  db: DbOrTx,
  storage: UploadStorage,
  u: PrivateImageUpload,
): Promise<PrivateImageView> {
  const info = await admitImageUpload(db, storage, u.userId, u.buffer, u.field);
  const view = (id: string) => ({ uploadId: id, url: u.urlOf(id, 'full'), thumbUrl: u.urlOf(id, 'thumb') });
  const existing = await ownByHash(db, u.userId, u.kind, info.sha256);
  if (existing) return view(existing.id);
  const stored = await storage.storeImage(u.buffer);
  if (!stored) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const [row] = await db
    .insert(uploads)
    .values({
      id: stored.id,
      userId: u.userId,
      kind: u.kind,
      path: stored.path,
      mime: stored.mime,
      size: stored.size,
      sha256: info.sha256,
      width: stored.width,
      height: stored.height,
    })
    .onConflictDoNothing()
    .returning({ id: uploads.id });
  if (!row) {
    // The same image uploaded at the same time: keep the one stored first.
    await storage.remove(stored.id);
    return view((await ownByHash(db, u.userId, u.kind, info.sha256))!.id);
  }
  return view(row.id);
}

/** The GET route of a module's private images (`path` ends with `/:id/:file`). */
export interface PrivateImageRoute {
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  /** Whether the authenticated caller may load the upload; may throw to refuse with its own error. */
  mayRead: (auth: AuthContext, uploadId: string) => Promise<boolean>;
}

/**
 * How long a browser may show a private image without asking again: a minute, then it revalidates (the
 * upload never changes, so an unchanged image is a 304 without its bytes). Every request, a revalidation
 * included, passes the access check first: a member who leaves a conversation or is banned stops seeing its
 * images within the minute, instead of keeping them for a year in the cache.
 */
export const PRIVATE_IMAGE_CACHE = 'private, max-age=60, must-revalidate';

/**
 * Serves `full.webp` or `thumb.webp` of an upload to an authenticated caller `mayRead` allows (see
 * PRIVATE_IMAGE_CACHE); 404 NOT_FOUND when it is refused or missing (its existence is not told).
 */
export function servePrivateImages(app: FastifyInstance, storage: UploadStorage, r: PrivateImageRoute) {
  app.withTypeProvider<ZodTypeProvider>().get(
    r.path,
    {
      schema: {
        operationId: r.operationId,
        summary: r.summary,
        tags: [r.tag],
        params: ZUploadFileParams,
        security: [{ bearerAuth: [] }],
        response: imageFileResponses(401, 404),
      },
    },
    async (req, reply) => {
      const auth = await app.authenticate(req);
      const allowed = await r.mayRead(auth, req.params.id);
      const variant = req.params.file.replace(/\.webp$/, '') as UploadVariant;
      if (!allowed) throw new AppError('NOT_FOUND');
      // An upload's bytes never change: its id and variant are its version.
      const etag = `"${req.params.id}-${variant}"`;
      if (req.headers['if-none-match'] === etag) {
        const exists = await storage.read(req.params.id, variant);
        if (!exists) throw new AppError('NOT_FOUND');
        return reply.status(304).header('etag', etag).header('cache-control', PRIVATE_IMAGE_CACHE).send();
      }
      const body = await storage.read(req.params.id, variant);
      if (!body) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', 'image/webp')
        .header('etag', etag)
        .header('cache-control', PRIVATE_IMAGE_CACHE)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cross-origin-resource-policy', 'same-site')
        .send(body);
    },
  );
}
