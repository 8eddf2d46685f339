import {
  FEEDBACK_MESSAGES,
  FEEDBACK_SCREENSHOT_FIELD,
  HEADER_ACCESS_TOKEN,
  HEADER_FEEDBACK_POW,
} from '@barterbits/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { readSingleFile } from '../../lib/multipart.ts';
import { servePrivateImages } from '../../lib/private-images.ts';
import { route } from '../../lib/route.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { createFeedbackService } from './feedback.service.ts';

/** Feedback: members and visitors send it; admins list, answer and update it. */
export function feedbackRoutes(app: FastifyInstance, deps: Deps) {
  const storage = deps.uploads;
  const feedback = createFeedbackService({
    db: deps.db,
    mailer: deps.mailer,
    storage,
    config: deps.config,
    log: (err, msg) => app.log.error({ err }, msg),
  });

  /**
   * The caller of POST /feedback (a public route): a member when credentials came along (checked as
   * on any member call, so an expired token answers 401 and the app refreshes it), else a visitor.
   */
  async function senderOf(req: FastifyRequest): Promise<AuthContext | null> {
    if (!req.headers.authorization && !req.headers[HEADER_ACCESS_TOKEN]) return null;
    return app.authenticate(req);
  }

  const powHeader = (req: FastifyRequest): string | undefined => {
    const v = req.headers[HEADER_FEEDBACK_POW];
    return Array.isArray(v) ? v[0] : v;
  };

  route(app, 'getFeedbackChallenge', async () => ({ data: await feedback.challenge() }));
  route(app, 'uploadFeedbackScreenshot', async (req) => {
    const buffer = await readSingleFile(req, FEEDBACK_SCREENSHOT_FIELD);
    return {
      data: await feedback.uploadScreenshot(req.auth, buffer),
      message: FEEDBACK_MESSAGES.screenshotUploaded,
    };
  });
  route(app, 'sendFeedback', async (req) => ({
    data: await feedback.send(await senderOf(req), req.body, powHeader(req), req.locale),
    message: FEEDBACK_MESSAGES.sent,
  }));
  route(app, 'listMyFeedback', async (req) => paged(await feedback.listMine(req.auth, req.query), req.query));
  route(app, 'getMyFeedback', async (req) => ({ data: await feedback.getMine(req.auth, req.params.id) }));

  route(app, 'getFeedbackCount', async () => ({ data: { feedbackCount: await feedback.openCount() } }));
  route(app, 'listFeedback', async (req) => paged(await feedback.adminList(req.query), req.query));
  route(app, 'getFeedback', async (req) => ({ data: await feedback.adminGet(req.params.id) }));
  route(app, 'answerFeedback', async (req) => ({
    data: await feedback.answer(req.auth, req.body),
    message: FEEDBACK_MESSAGES.answered,
  }));
  route(app, 'updateFeedback', async (req) => ({
    data: await feedback.update(req.auth, req.body),
    message: FEEDBACK_MESSAGES.updated,
  }));

  // Screenshots: only to the member who uploaded them and to admins (bearer or access-token header).
  // Outside the registry, as the chat images of chat.routes.ts.
  servePrivateImages(app, storage, {
    path: '/feedback/screenshots/:id/:file',
    operationId: 'getFeedbackScreenshotFile',
    summary: 'A feedback screenshot (full.webp or the 256×256 thumb.webp) for its member and for admins',
    tag: 'feedback',
    mayRead: (auth, id) => feedback.canSeeScreenshot(auth, id),
  });
}
