import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { route } from '../../lib/route.ts';
import { setTokenHeaders } from '../../lib/token-headers.ts';
import { createFirebaseVerifier } from './firebase.ts';
import { createSocialService } from './social.service.ts';

export function socialRoutes(app: FastifyInstance, deps: Deps) {
  const { firebaseProjectId, firebaseJwksUrl } = deps.config;
  const verifier = firebaseProjectId
    ? createFirebaseVerifier({ projectId: firebaseProjectId, jwksUrl: firebaseJwksUrl })
    : null;
  const social = createSocialService(deps, verifier);

  route(app, 'socialLogin', async (req, reply) => {
    const data = await social.login(
      req.body.provider,
      req.body.idToken,
      { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' },
      req.locale,
    );
    setTokenHeaders(reply, data);
    return { data };
  });

  route(app, 'choosePassword', async (req) => ({
    data: await social.choosePassword(req.auth, req.body.password),
  }));
}
