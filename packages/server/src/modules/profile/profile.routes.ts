import { PROFILE_PHOTO_FIELD, VALIDATION_MESSAGES, ZUploadFileParams } from '@barterbits/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createUploadStorage, type UploadVariant } from '../../adapters/uploads.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { createProfileService } from './profile.service.ts';

const fieldError = (
  code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE',
  message: string,
) => new AppError(code, message, { fieldErrors: { [PROFILE_PHOTO_FIELD]: [message] } });

/**
 * Reads the one file of a multipart request into memory (the parser caps it at UPLOAD_MAX_SIZE_MB
 * and at one file). Other form fields are ignored.
 */
export async function readSingleFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw fieldError('UNSUPPORTED_MEDIA_TYPE', VALIDATION_MESSAGES.fileRequired);
  let file: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (file !== null || part.fieldname !== PROFILE_PHOTO_FIELD) {
        part.file.resume();
        if (file !== null) throw fieldError('VALIDATION_FAILED', VALIDATION_MESSAGES.fileOneAtATime);
        continue;
      }
      file = await part.toBuffer();
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError('PAYLOAD_TOO_LARGE', VALIDATION_MESSAGES.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw fieldError('VALIDATION_FAILED', VALIDATION_MESSAGES.fileOneAtATime);
    // Anything else the parser throws is a form that cannot be read: no boundary, a body cut off or
    // malformed (busboy's plain Errors), too many parts or fields, a premature close.
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please choose the file again.', {
      cause: e,
    });
  }
  if (!file || file.length === 0) throw fieldError('VALIDATION_FAILED', VALIDATION_MESSAGES.fileRequired);
  return file;
}

/** profile routes (issue 3 item 6): public view, own-profile edits, socials and the profile photo. */
export function profileRoutes(app: FastifyInstance, deps: Deps) {
  const storage = createUploadStorage(deps.config.dataDir);
  const svc = createProfileService(deps.db, storage);
  app.addHook('onClose', () => storage.close());

  route(app, 'getPublicProfile', async (req) => ({ data: await svc.getPublic(req.params.id) }));

  route(app, 'updatePersonalInfo', async (req) => ({
    data: await svc.updatePersonalInfo(req.auth!, req.params.id, req.body),
  }));

  route(app, 'updateBusinessDetails', async (req) => ({
    data: await svc.updateBusinessDetails(req.auth!, req.body),
  }));

  route(app, 'getMyCategories', async (req) => ({ data: await svc.getMyCategories(req.auth!) }));

  route(app, 'updateMyCategories', async (req) => ({
    data: await svc.updateMyCategories(req.auth!, req.body),
  }));

  route(app, 'getSocials', async (req) => ({ data: await svc.getSocials(req.auth!) }));

  route(app, 'updateSocials', async (req) => ({ data: await svc.updateSocials(req.auth!, req.body) }));

  route(app, 'uploadProfilePhoto', async (req) => {
    const buffer = await readSingleFile(req);
    return { data: await svc.uploadPhoto(req.auth!, { buffer }) };
  });

  route(app, 'deleteProfilePhoto', async (req) => ({ data: await svc.deletePhoto(req.auth!) }));

  // Stored images: public kinds only (profile and offer photos). Each upload gets a new random id, so a URL's
  // content never changes and may be cached for a year.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/uploads/:id/:file',
    {
      schema: {
        operationId: 'getUploadFile',
        summary: 'A stored public image (profile or offer photo): full.webp or the 256×256 thumb.webp',
        tags: ['profile'],
        params: ZUploadFileParams,
      },
    },
    async (req, reply) => {
      const upload = await svc.publicUpload(req.params.id);
      const variant = req.params.file.replace(/\.webp$/, '') as UploadVariant;
      const body = upload ? await storage.read(upload.id, variant) : null;
      if (!body) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cross-origin-resource-policy', 'same-site')
        .send(body);
    },
  );
}
