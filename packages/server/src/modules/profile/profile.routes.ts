import { PROFILE_PHOTO_FIELD, ZUploadFileParams } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UploadVariant } from '../../adapters/uploads.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { readSingleFile } from '../../lib/multipart.ts';
import { imageFileResponses } from '../../lib/openapi.ts';
import { route } from '../../lib/route.ts';
import { createProfileService } from './profile.service.ts';

/** profile routes: public view, own-profile edits, socials and the profile photo. */
export function profileRoutes(app: FastifyInstance, deps: Deps) {
  const storage = deps.uploads;
  const svc = createProfileService(deps.db, storage);

  route(app, 'getPublicProfile', async (req) => ({ data: await svc.getPublic(req.auth, req.params.id) }));

  route(app, 'updatePersonalInfo', async (req) => ({
    data: await svc.updatePersonalInfo(req.auth, req.params.id, req.body),
  }));

  route(app, 'updateBusinessDetails', async (req) => ({
    data: await svc.updateBusinessDetails(req.auth, req.body),
  }));

  route(app, 'getMyCategories', async (req) => ({ data: await svc.getMyCategories(req.auth) }));

  route(app, 'updateMyCategories', async (req) => ({
    data: await svc.updateMyCategories(req.auth, req.body),
  }));

  route(app, 'getSocials', async (req) => ({ data: await svc.getSocials(req.auth) }));

  route(app, 'updateSocials', async (req) => ({ data: await svc.updateSocials(req.auth, req.body) }));

  route(app, 'uploadProfilePhoto', async (req) => {
    const buffer = await readSingleFile(req, PROFILE_PHOTO_FIELD);
    return { data: await svc.uploadPhoto(req.auth, { buffer }) };
  });

  route(app, 'deleteProfilePhoto', async (req) => ({ data: await svc.deletePhoto(req.auth) }));

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
        security: [],
        response: imageFileResponses(404),
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
